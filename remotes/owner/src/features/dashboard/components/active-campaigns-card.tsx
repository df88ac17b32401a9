import { Link } from 'react-router-dom';
import { ArrowRight, Megaphone } from 'lucide-react';
import { Card } from '@comarketing/ui';
import { pagePath } from '@comarketing/platform-registry';

/**
 * The Active Campaigns figure with the way to the campaigns themselves. StatCard takes no action,
 * so this is a StatCard's markup (the design system's stat-card classes) with a link under the note.
 */
export function ActiveCampaignsCard({ value }: { value: string }) {
  return (
    <Card className="cm-stat-card">
      <div className="cm-stat-card__top">
        <h2 className="cm-stat-card__label">Active Campaigns</h2>
        <span className="cm-stat-card__icon" aria-hidden="true">
          <Megaphone />
        </span>
      </div>
      <p className="cm-stat-card__value">{value}</p>
      <p className="cm-stat-card__note">Campaigns running now</p>
      <Link to={pagePath('campaigns')} className="dashboard__stat-link">
        View Campaigns
        <ArrowRight aria-hidden="true" />
      </Link>
    </Card>
  );
}
