import { Mail, Phone } from 'lucide-react';
import { COMPANY } from '@comarketing/contracts';
import { Button } from '@comarketing/ui';
import { COMPANY_TEL, PARTNERSHIP_MAILTO } from './contact-links';

/**
 * The partnership page's contact buttons. The specification's are "not wired to any action": these
 * are real mail and phone links (placeholders until the business is registered, and marked so on the page).
 */
export function PartnershipContactButtons() {
  return (
    <div className="info-actions">
      <Button asChild size="lg">
        <a href={PARTNERSHIP_MAILTO}>
          <Mail aria-hidden="true" />
          E-mail {COMPANY.partnershipsEmail}
        </a>
      </Button>
      <Button asChild size="lg" variant="secondary">
        <a href={COMPANY_TEL}>
          <Phone aria-hidden="true" />
          Call {COMPANY.phone}
        </a>
      </Button>
    </div>
  );
}
