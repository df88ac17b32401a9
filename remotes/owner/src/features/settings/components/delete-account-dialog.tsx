import { useState } from 'react';
import { Button, Input } from '@comarketing/ui';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@comarketing/ui/dialog';
import { FormField } from '@comarketing/ui/forms';

/** What the user types to confirm. */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

export interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Resolves true when the account is gone. */
  onConfirm: () => Promise<boolean>;
  deleting: boolean;
}

/** The confirm step: it says this cannot be undone, and asks for DELETE to be typed. */
export function DeleteAccountDialog({ open, onOpenChange, onConfirm, deleting }: DeleteAccountDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (deleting ? undefined : onOpenChange(next))}>
      {open ? <DeleteAccountPanel onClose={() => onOpenChange(false)} onConfirm={onConfirm} deleting={deleting} /> : null}
    </Dialog>
  );
}

function DeleteAccountPanel({ onClose, onConfirm, deleting }: Omit<DeleteAccountDialogProps, 'open' | 'onOpenChange'> & { onClose: () => void }) {
  const [typed, setTyped] = useState('');
  const confirmed = typed.trim() === DELETE_CONFIRMATION_WORD;

  return (
    <DialogContent role="alertdialog" size="sm" hideCloseButton={deleting}>
      <form
        noValidate
        className="settings-dialog-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!confirmed || deleting) return;
          void onConfirm().then((done) => done && onClose());
        }}
      >
        <DialogHeader>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>
            This permanently deletes your account, your business profile, your notifications and messages. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogBody className="delete-account__body">
          <FormField label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}>
            {(p) => <Input {...p} value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" spellCheck={false} />}
          </FormField>
        </DialogBody>
        <DialogFooter>
          <Button variant="secondary" disabled={deleting} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive" disabled={!confirmed || deleting}>
            {deleting ? 'Deleting...' : 'Delete Account'}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
