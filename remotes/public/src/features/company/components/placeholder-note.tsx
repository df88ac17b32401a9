import { Info } from 'lucide-react';

export const PLACEHOLDER_NOTE =
  'Company details are placeholders until the business is registered: the company name, number and address, the e-mail addresses and the phone number shown here will be replaced by the real ones.';

/** Said wherever the company's details appear (see COMPANY in @comarketing/contracts). */
export function PlaceholderNote() {
  return (
    <p className="company-placeholder">
      <Info aria-hidden="true" className="company-placeholder__icon" />
      <span>{PLACEHOLDER_NOTE}</span>
    </p>
  );
}
