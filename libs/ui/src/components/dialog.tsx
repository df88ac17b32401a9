import { type ComponentProps, type ReactNode, useRef } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { cx } from '../lib/class-names';

/**
 * A modal dialog (Radix): focus moves in and is trapped, Escape and the close button close it,
 * focus returns to the control that opened it (DialogContent), and the page behind is hidden from
 * assistive tech.
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

/**
 * Radix gives focus back to its own `Dialog.Trigger` on close, and cancels its focus scope's return
 * to the element focused before. Our dialogs are opened by ordinary buttons (a controlled `open`),
 * so there is no Trigger and focus fell to the body after Escape or Close. The element focused when
 * the dialog opens is remembered and focused again on close, when it is still on the page; a
 * caller's `onCloseAutoFocus` that prevents the default keeps its own choice.
 */
export function DialogContent({ className, children, hideCloseButton = false, closeLabel = 'Close', size = 'md', onOpenAutoFocus, onCloseAutoFocus, ...props }: DialogContentProps) {
  const opener = useRef<HTMLElement | null>(null);
  const rememberOpener: DialogContentProps['onOpenAutoFocus'] = (event) => {
    // Dispatched before focus moves in: the active element is still the one that opened it.
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    onOpenAutoFocus?.(event);
  };
  const returnFocus: DialogContentProps['onCloseAutoFocus'] = (event) => {
    onCloseAutoFocus?.(event);
    const target = opener.current;
    opener.current = null;
    if (event.defaultPrevented || !target?.isConnected) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="cm-dialog-overlay" />
      <DialogPrimitive.Content className={cx('cm-dialog', size === 'sm' && 'cm-dialog--sm', className)} onOpenAutoFocus={rememberOpener} onCloseAutoFocus={returnFocus} {...props}>
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
