import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useSearchParams } from 'react-router-dom';
import { ACCOUNT_RECOVERY_TEXT, type ResetPasswordFormValues, type ResetPasswordRequest, resetPasswordSchema } from '@comarketing/contracts';
import { errorStatus, serverMessage, toError } from '@comarketing/api';
import { Alert, AlertDescription, Button, PasswordInput } from '@comarketing/ui';
import { FormField } from '@comarketing/ui/forms';
import { pagePath } from '@comarketing/platform-registry';
import { AuthLayout } from './auth-layout';
import { useResetPasswordMutation } from '../api/account-recovery.api';

const AskAgain = () => <Link to={pagePath('forgotPassword')}>Ask for a new link</Link>;

/**
 * `/reset-password?token=...`: a new password and its confirmation, with the sign-up's rules and
 * messages. A link that has expired, was used or was never ours says so and offers a new one.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [reset, { isLoading }] = useResetPasswordMutation();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ message: string; linkDead: boolean } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordFormValues, unknown, ResetPasswordRequest>({ resolver: zodResolver(resetPasswordSchema), defaultValues: { token, password: '', confirmPassword: '' } });

  async function submit(values: ResetPasswordRequest) {
    setFailure(null);
    try {
      setDone((await reset(values).unwrap()).message);
    } catch (error) {
      const status = errorStatus(error);
      const message = serverMessage(error) ?? toError(error, { mutation: true }).message;
      // 410: expired or used; 400 about the token: not a link of ours.
      setFailure({ message, linkDead: status === 410 || message === ACCOUNT_RECOVERY_TEXT.linkInvalid });
    }
  }

  let body;
  if (!token) {
    body = (
      <Alert variant="destructive">
        <AlertDescription>
          {ACCOUNT_RECOVERY_TEXT.tokenMissing} <AskAgain />.
        </AlertDescription>
      </Alert>
    );
  } else if (done) {
    body = (
      <Alert>
        <AlertDescription>
          {done} <Link to={pagePath('signIn')}>Sign in</Link>
        </AlertDescription>
      </Alert>
    );
  } else {
    body = (
      <form className="auth__form" noValidate onSubmit={handleSubmit(submit)}>
        {failure ? (
          <Alert variant="destructive">
            <AlertDescription>
              {failure.message} {failure.linkDead ? <AskAgain /> : null}
            </AlertDescription>
          </Alert>
        ) : null}
        <input type="hidden" {...register('token')} />
        <FormField label="New Password" error={errors.password?.message}>
          {(field) => <PasswordInput {...field} {...register('password')} autoComplete="new-password" />}
        </FormField>
        <FormField label="Confirm Password" error={errors.confirmPassword?.message}>
          {(field) => <PasswordInput {...field} {...register('confirmPassword')} autoComplete="new-password" />}
        </FormField>
        <Button type="submit" size="lg" fullWidth disabled={isLoading}>
          {isLoading ? 'Saving...' : 'Set new password'}
        </Button>
      </form>
    );
  }

  return (
    <AuthLayout
      title="Choose a new password"
      description="At least 8 characters. Once it is set, every browser signed in to your account is signed out."
      footer={
        <p>
          <Link to={pagePath('signIn')}>Back to sign in</Link>
        </p>
      }
    >
      {body}
    </AuthLayout>
  );
}
