import { type ComponentProps, type ReactNode } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { cx } from '../lib/class-names';

/**
 * A modal dialog (Radix): focus moves in and is trapped, Escape and the close button close it,
 * focus returns to the trigger, and the page behind is hidden from assistive tech.
 */
export const Dialog = DialogPrimitive.Root;

export interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  /** Hide the X button (a dialog that must not close while it works hands its own buttons). */
  hideCloseButton?: boolean;
  /** Accessible name of the X button. */
  closeLabel?: string;
  size?: 'sm' | 'md';
  children: ReactNode;
}

export function DialogContent({ className, children, hideCloseButton = false, closeLabel = 'Close', size = 'md', ...props }: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="cm-dialog-overlay" />
      <DialogPrimitive.Content className={cx('cm-dialog', size === 'sm' && 'cm-dialog--sm', className)} {...props}>
        {children}
        {hideCloseButton ? null : (
          <DialogPrimitive.Close className="cm-dialog__close" aria-label={closeLabel}>
            <X aria-hidden="true" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cx('cm-dialog__header', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cx('cm-dialog__title', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cx('cm-dialog__description', className)} {...props} />;
}

export function DialogBody({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cx('cm-dialog__body', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cx('cm-dialog__footer', className)} {...props} />;
}
