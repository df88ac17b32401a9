import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ADMIN_TEXT, type AdminUser, type AdminUserForm, adminUserFormSchemaFor, type AdminUserUpdate, ROLE_LABELS, USER_ROLES } from '@comarketing/contracts';
import { Button, Input, Select, Switch, toast } from '@comarketing/ui';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@comarketing/ui/dialog';
import { CheckboxField, FormField } from '@comarketing/ui/forms';
import { useUpdateAdminUserMutation } from '../../../shared/admin-api';
import { failureText } from '../../../shared/failure-text';
import { userPermissions } from './staff-permissions';

const ROLE_OPTIONS = USER_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/**
 * The spec's edit-user form: names, e-mail and company required; role, active and e-mail verified.
 * What the viewer's rank does not allow on this user is fixed, with the rule's sentence under it
 * (the servers refuse it too): the role (a super admin's, never one's own), a staff member's
 * e-mail (a super admin's), one's own activation. Only the fields changed are sent, so a save
 * never writes back what someone else changed meanwhile, a name saved before the name rules
 * does not stop a change of anything else, and an unchanged 'E-mail verified' is not read as
 * confirming a new address.
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
  const { fields: locked } = userPermissions(self, user);

  const onSubmit = handleSubmit(async (values) => {
    const changed = (Object.keys(values) as (keyof AdminUserForm)[]).filter((field) => dirtyFields[field]);
    const changes: AdminUserUpdate = Object.fromEntries(changed.map((field) => [field, values[field]]));
    if (changed.length === 0) return onClose();
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
              {(field) => <Input {...field} {...register('firstName')} autoComplete="off" readOnly={locked.names !== null} />}
            </FormField>
            <FormField label="Last name" error={errors.lastName?.message}>
              {(field) => <Input {...field} {...register('lastName')} autoComplete="off" readOnly={locked.names !== null} />}
            </FormField>
          </div>
          <FormField label="Email" error={errors.email?.message} description={locked.email ?? ADMIN_TEXT.emailChangeNote}>
            {(field) => <Input {...field} {...register('email')} type="email" autoComplete="off" readOnly={locked.email !== null} />}
          </FormField>
          <FormField label="Company name" error={errors.companyName?.message}>
            {(field) => <Input {...field} {...register('companyName')} autoComplete="off" readOnly={locked.names !== null} />}
          </FormField>
          <FormField label="Role" description={locked.role ?? undefined}>
            {(field) => <Select {...field} {...register('role')} options={ROLE_OPTIONS} disabled={locked.role !== null} />}
          </FormField>
          <Controller
            control={control}
            name="isActive"
            render={({ field }) => (
              <CheckboxField label="Active" description={locked.isActive ?? undefined}>
                {(control) => <Switch {...control} checked={field.value} onCheckedChange={field.onChange} disabled={locked.isActive !== null} />}
              </CheckboxField>
            )}
          />
          <Controller
            control={control}
            name="emailVerified"
            render={({ field }) => (
              <CheckboxField label="Email verified" description={locked.emailVerified ?? undefined}>
                {(control) => <Switch {...control} checked={field.value} onCheckedChange={field.onChange} disabled={locked.emailVerified !== null} />}
              </CheckboxField>
            )}
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
