import { ToastOutlet } from '@comarketing/ui';
import { usePageHydration } from '../../islands/island';

/**
 * The toasts of a public page without the app (an island of every public page): the app has its
 * own outlet, so inside it this renders nothing.
 */
export function PageToasts() {
  return usePageHydration() === 'islands' ? <ToastOutlet /> : null;
}
