import { type ReactNode, useRef } from 'react';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, naming the action: 'End this campaign early?' */
  title: string;
  /** What confirming does that cannot be undone, said in full. */
  children: ReactNode;
  /** The confirm button says what it does ('End campaign early'), never just 'OK'. */
  confirmLabel: string;
  /** The confirm button's words while the action runs ('Ending...'). */
  busyLabel?: string;
  cancelLabel?: string;
  /** The action is under way: neither button answers, and the dialog stays open. */
  busy?: boolean;
  onConfirm: () => void;
  /** Cancel, Escape or a click outside: nothing has been done. */
  onCancel: () => void;
}

/**
 * Asks once before an action that cannot be undone, naming its consequence. Opened over a page or
 * another dialog; Cancel comes first, so it is what the keyboard starts on. Closing returns focus
 * to the element that had it when the dialog opened (the button that asked): Radix returns it
 * only to a Dialog.Trigger, and the asking button is not one (it may validate a form first).
 */
export function ConfirmDialog({ open, title, children, confirmLabel, busyLabel, cancelLabel = 'Cancel', busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const returnFocusTo = useRef<Element | null>(null);
  return (
    <Dialog open={open} onOpenChange={(next) => (next || busy ? undefined : onCancel())}>
      <DialogContent
        // A hook for the page's own CSS: a question asked over another dialog (libs/ui styles.css has no rule for it yet).
        className="cm-confirm-dialog"
        size="sm"
        role="alertdialog"
        hideCloseButton
        // Called before focus moves in: what has focus now is what asked.
        onOpenAutoFocus={() => {
          returnFocusTo.current = document.activeElement;
        }}
        onCloseAutoFocus={(event) => {
          const asker = returnFocusTo.current;
          if (asker instanceof HTMLElement && asker.isConnected) {
            event.preventDefault();
            asker.focus();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription asChild>
            <div>{children}</div>
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="secondary" disabled={busy} onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant="destructive" disabled={busy} onClick={onConfirm}>
            {busy && busyLabel ? busyLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
