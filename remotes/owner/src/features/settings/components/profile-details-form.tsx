import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ADMIN_TEXT, emailFixedInSettings, profileUpdateSchemaFor, SETTINGS_TEXT, type AuthUser, type ProfileUpdate } from '@comarketing/contracts';
import { errorStatus, serverMessage } from '@comarketing/api';
import { Button, Input, toast } from '@comarketing/ui';
import { FormField } from '@comarketing/ui/forms';
import { useUpdateProfileMutation } from '../api/settings-api';
import { EmailVerificationNotice } from './email-verification-notice';

type ProfileFormValues = { firstName: string; lastName: string; email: string; companyName: string };

function valuesOf(user: AuthUser): ProfileFormValues {
  return { firstName: user.firstName, lastName: user.lastName, email: user.email, companyName: user.companyName ?? '' };
}

/**
 * First name, last name, e-mail and company, validated with the shared schema; Save Changes. A name
 * saved before the name rules is accepted as long as it is left as it is (profileUpdateSchemaFor),
 * as the server does: its owner can change the rest, and must fix the name only to edit it. A staff
 * member's e-mail is fixed here (emailFixedInSettings: a super admin changes it in the admin panel),
 * read-only rather than disabled, so it can still be reached and read by keyboard and is sent as it is.
 */
export function ProfileDetailsForm({ user }: { user: AuthUser }) {
  const [updateProfile] = useUpdateProfileMutation();
  const { firstName, lastName, companyName } = user;
  const emailFixed = emailFixedInSettings(user.role);
  const resolver = useMemo(() => zodResolver(profileUpdateSchemaFor({ firstName, lastName, companyName })), [firstName, lastName, companyName]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormValues, unknown, ProfileUpdate>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: valuesOf(user),
  });

  const onSubmit = handleSubmit(async ({ firstName, lastName, email, companyName }) => {
    const result = await updateProfile({ firstName, lastName, email, companyName });
    if (result.error) {
      const status = errorStatus(result.error);
      const message = serverMessage(result.error);
      if (status === 404) {
        toast({ variant: 'destructive', title: SETTINGS_TEXT.userNotFoundTitle, description: SETTINGS_TEXT.userNotFound });
        return;
      }
      if (status === 409 && message) setError('email', { type: 'server', message });
      const explained = (status === 400 || status === 403 || status === 409) && message;
      toast({ variant: 'destructive', title: SETTINGS_TEXT.updateFailedTitle, description: explained ? message : SETTINGS_TEXT.updateFailed });
      return;
    }
    reset(valuesOf(result.data));
    toast({ title: SETTINGS_TEXT.profileUpdatedTitle, description: SETTINGS_TEXT.profileUpdatedDescription });
  });

  return (
    <form className="profile-details" noValidate onSubmit={onSubmit} aria-label="Profile information">
      <div className="settings-form__row">
        <FormField label="First Name" error={errors.firstName?.message}>
          {(p) => <Input {...p} {...register('firstName')} autoComplete="given-name" />}
        </FormField>
        <FormField label="Last Name" error={errors.lastName?.message}>
          {(p) => <Input {...p} {...register('lastName')} autoComplete="family-name" />}
        </FormField>
      </div>
      <FormField label="Email Address" error={errors.email?.message} description={emailFixed ? ADMIN_TEXT.staffEmailInSettings : undefined}>
        {(p) => <Input {...p} {...register('email')} type="email" autoComplete="email" readOnly={emailFixed} />}
      </FormField>
      <EmailVerificationNotice />
      <FormField label="Company Name" error={errors.companyName?.message}>
        {(p) => <Input {...p} {...register('companyName')} autoComplete="organization" />}
      </FormField>
      <div className="settings-form__actions">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
