import { COMPANY } from '@comarketing/contracts';
import { toast } from '@comarketing/ui';

export const EMAIL_COPIED_TITLE = 'Email address copied';
export const EMAIL_NOT_COPIED_TITLE = 'Email our support team';

/**
 * What the e-mail buttons of the Support Center do: copy the support
 * address and say so. When the browser cannot copy (no clipboard on an insecure page, or refused
 * permission), the toast shows the address instead, so the visitor can still write it down.
 */
export async function copySupportEmail(): Promise<void> {
  try {
    await navigator.clipboard.writeText(COMPANY.supportEmail);
    toast({ title: EMAIL_COPIED_TITLE, description: `${COMPANY.supportEmail} is on your clipboard. We reply within 24 hours.` });
  } catch {
    toast({ title: EMAIL_NOT_COPIED_TITLE, description: `Write to ${COMPANY.supportEmail}. We reply within 24 hours.` });
  }
}
