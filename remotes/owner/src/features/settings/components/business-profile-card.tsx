import { Link } from 'react-router-dom';
import { Building2 } from 'lucide-react';
import { Button, SectionCard } from '@comarketing/ui';
import { pagePath } from '@comarketing/platform-registry';

/** The way to the business profile, which partners and matching rely on. */
export function BusinessProfileCard() {
  return (
    <SectionCard contentClassName="settings-card__content" title="Business Profile" description="Your business details, audience and marketing preferences drive your partner matches." icon={<Building2 />}>
      <Button asChild variant="secondary" className="settings-card__link">
        <Link to={pagePath('businessProfile')}>Manage Business Profile</Link>
      </Button>
    </SectionCard>
  );
}
