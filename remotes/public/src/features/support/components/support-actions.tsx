import { useEffect } from 'react';
import { toast } from '@comarketing/ui';
import { copySupportEmail } from './copy-support-email';

export const EMERGENCY_TOAST = { title: 'Emergency support requested', description: 'Our support team will contact you within 15 minutes.' } as const;

/** Marks a Support Center button with what it does: copy the support address, or ask for emergency support. */
export const SUPPORT_ACTION_ATTRIBUTE = 'data-support-action';
type SupportAction = 'copy-email' | 'emergency';

/** The attribute for such a button, e.g. `<Button {...supportAction('emergency')}>`. */
export function supportAction(action: SupportAction): Record<typeof SUPPORT_ACTION_ATTRIBUTE, SupportAction> {
  return { [SUPPORT_ACTION_ATTRIBUTE]: action };
}

/**
 * What the Support Center's buttons marked with `supportAction` do, rendered once per page (an
 * island where the page has no app): the buttons are plain server HTML. Their answers are toasts
 * (the app's toaster, or on a page without the app the page's own: shared/site/page-toasts.tsx).
 */
export function SupportActions() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest(`[${SUPPORT_ACTION_ATTRIBUTE}]`) : null;
      const action = button?.getAttribute(SUPPORT_ACTION_ATTRIBUTE);
      if (action === 'copy-email') void copySupportEmail();
      else if (action === 'emergency') toast(EMERGENCY_TOAST);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return null;
}
