import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { cx } from '../lib/class-names';
import { dismissToast, TOAST_DURATION_MS, useToasts } from './toast-store';

/** Swipe distance (px) that dismisses a toast, per the specification. */
export const TOAST_SWIPE_THRESHOLD_PX = 45;

/** Renders the toast queue bottom-right. Mount it once, in the host. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          duration={t.duration}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          className={cx('cm-toast', t.variant === 'destructive' && 'cm-toast--destructive')}
        >
          <ToastPrimitive.Title className="cm-toast__title">{t.title}</ToastPrimitive.Title>
          {t.description ? <ToastPrimitive.Description className="cm-toast__description">{t.description}</ToastPrimitive.Description> : null}
          <ToastPrimitive.Close className="cm-toast__close" aria-label="Dismiss notification">
            <X aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="cm-toast-viewport" />
    </ToastPrimitive.Provider>
  );
}
