import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ADMIN_TEXT, type AdminUser, type AdminUserForm, adminUserFormSchemaFor, type AdminUserUpdate, ROLE_LABELS, USER_ROLES } from '@comarketing/contracts';
import { Button, Input, Select, Switch, toast } from '@comarketing/ui';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@comarketing/ui/dialog';
import { CheckboxField, FormField } from '@comarketing/ui/forms';
import { useUpdateAdminUserMutation } from '../../../shared/admin-api';
import { failureText } from '../../../shared/failure-text';

const ROLE_OPTIONS = USER_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/**
 * The spec's edit-user form: names, e-mail and company required; role, active and e-mail verified.
 * The role can only be changed by a super admin, and never one's own (the server refuses too).
 * Only the fields staff changed are sent: a name saved before the name rules does not stop a change
 * of anything else, and an unchanged 'E-mail verified' is not read as confirming a new address.
 */
export function UserEditDialog({ user, self, onClose }: { user: AdminUser; self: { id: string; role: AdminUser['role'] }; onClose: () => void }) {
  const [update, { isLoading }] = useUpdateAdminUserMutation();
  const { firstName, lastName, companyName } = user;
  const resolver = useMemo(() => zodResolver(adminUserFormSchemaFor({ firstName, lastName, companyName })), [firstName, lastName, companyName]);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, dirtyFields },
  } = useForm<AdminUserForm>({
    resolver,
    defaultValues: { firstName: user.firstName, lastName: user.lastName, email: user.email, companyName: user.companyName ?? '', role: user.role, isActive: user.isActive, emailVerified: user.emailVerified },
  });
  const roleLocked = self.id === user.id || self.role !== 'super_admin';

  const onSubmit = handleSubmit(async (values) => {
    const changes = Object.fromEntries(Object.entries(values).filter(([field]) => dirtyFields[field as keyof AdminUserForm] && !(field === 'role' && roleLocked))) as AdminUserUpdate;
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    try {
      await update({ id: user.id, changes }).unwrap();
      toast({ title: ADMIN_TEXT.userUpdated, description: `${values.firstName} ${values.lastName} was saved.` });
      onClose();
    } catch (error) {
      toast({ title: ADMIN_TEXT.updateFailed, description: failureText(error), variant: 'destructive' });
    }
  });

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit user</DialogTitle>
          <DialogDescription>{user.email}</DialogDescription>
        </DialogHeader>
        <form className="admin-form" noValidate onSubmit={onSubmit}>
          <div className="admin-form__row">
            <FormField label="First name" error={errors.firstName?.message}>
              {(field) => <Input {...field} {...register('firstName')} autoComplete="off" />}
            </FormField>
            <FormField label="Last name" error={errors.lastName?.message}>
              {(field) => <Input {...field} {...register('lastName')} autoComplete="off" />}
            </FormField>
          </div>
          <FormField label="Email" description={ADMIN_TEXT.emailChangeNote} error={errors.email?.message}>
            {(field) => <Input {...field} {...register('email')} type="email" autoComplete="off" />}
          </FormField>
          <FormField label="Company name" error={errors.companyName?.message}>
            {(field) => <Input {...field} {...register('companyName')} autoComplete="off" />}
          </FormField>
          <FormField label="Role" description={roleLocked ? (self.id === user.id ? ADMIN_TEXT.ownRole : ADMIN_TEXT.notSuperAdmin) : undefined}>
            {(field) => <Select {...field} {...register('role')} options={ROLE_OPTIONS} disabled={roleLocked} />}
          </FormField>
          <Controller
            control={control}
            name="isActive"
            render={({ field }) => <CheckboxField label="Active">{(control) => <Switch {...control} checked={field.value} onCheckedChange={field.onChange} disabled={self.id === user.id} />}</CheckboxField>}
          />
          <Controller
            control={control}
            name="emailVerified"
            render={({ field }) => <CheckboxField label="Email verified">{(control) => <Switch {...control} checked={field.value} onCheckedChange={field.onChange} />}</CheckboxField>}
          />
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={isLoading}>
              {isLoading ? 'Saving...' : 'Save changes'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
