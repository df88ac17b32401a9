import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordFormSchema, SETTINGS_TEXT } from '@comarketing/contracts';
import { serverMessage } from '@comarketing/api';
import { Alert, AlertDescription, Button, PasswordInput, toast } from '@comarketing/ui';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@comarketing/ui/dialog';
import { FormField } from '@comarketing/ui/forms';
import { useChangePasswordMutation } from '../api/settings-api';

export interface ChangePasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type PasswordFormValues = { currentPassword: string; newPassword: string; confirmPassword: string };

/** Change Password: current, new and confirmation, checked with the shared schema. */
export function ChangePasswordDialog({ open, onOpenChange }: ChangePasswordDialogProps) {
  return <Dialog open={open} onOpenChange={onOpenChange}>{open ? <ChangePasswordPanel onClose={() => onOpenChange(false)} /> : null}</Dialog>;
}

function ChangePasswordPanel({ onClose }: { onClose: () => void }) {
  const [changePassword] = useChangePasswordMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordFormValues>({
    resolver: zodResolver(changePasswordFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setFailure(null);
    const result = await changePassword({ currentPassword, newPassword });
    if (result.error) {
      const message = serverMessage(result.error) ?? SETTINGS_TEXT.passwordFailed;
      if (message === SETTINGS_TEXT.currentPasswordWrong) setError('currentPassword', { type: 'server', message });
      setFailure(message);
      toast({ variant: 'destructive', title: SETTINGS_TEXT.passwordFailedTitle, description: message });
      return;
    }
    toast({ title: SETTINGS_TEXT.passwordChangedTitle, description: SETTINGS_TEXT.passwordChangedDescription });
    onClose();
  });

  return (
    <DialogContent
      size="sm"
      hideCloseButton={isSubmitting}
      onEscapeKeyDown={(event) => isSubmitting && event.preventDefault()}
      onInteractOutside={(event) => isSubmitting && event.preventDefault()}
    >
      <form noValidate onSubmit={onSubmit} className="settings-dialog-form">
        <DialogHeader>
          <DialogTitle>Change Password</DialogTitle>
          <DialogDescription>Your new password needs at least 8 characters. Other devices will be signed out.</DialogDescription>
        </DialogHeader>
        <DialogBody>
          {failure ? (
            <Alert variant="destructive">
              <AlertDescription>{failure}</AlertDescription>
            </Alert>
          ) : null}
          <FormField label="Current Password" error={errors.currentPassword?.message}>
            {(p) => <PasswordInput {...p} {...register('currentPassword')} autoComplete="current-password" />}
          </FormField>
          <FormField label="New Password" error={errors.newPassword?.message}>
            {(p) => <PasswordInput {...p} {...register('newPassword')} autoComplete="new-password" />}
          </FormField>
          <FormField label="Confirm New Password" error={errors.confirmPassword?.message}>
            {(p) => <PasswordInput {...p} {...register('confirmPassword')} autoComplete="new-password" />}
          </FormField>
        </DialogBody>
        <DialogFooter>
          <Button variant="secondary" disabled={isSubmitting} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Updating...' : 'Update Password'}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
