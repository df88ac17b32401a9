import { lazy, Suspense, useState } from 'react';
import { useToasts } from './toast-store';

const Toaster = lazy(() => import('../toaster').then((module) => ({ default: module.Toaster })));

/**
 * Where the toasts appear: mount it once, in the host. The toast list's code (Radix Toast) loads
 * with the first toast instead of with every page, and stays mounted from then on so toasts can
 * animate out.
 */
export function ToastOutlet() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  // Remembered while rendering (React's pattern for state derived from a change), not in an effect.
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
