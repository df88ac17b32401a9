import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import { type ForgotPasswordRequest, forgotPasswordSchema } from '@comarketing/contracts';
import { serverMessage, toError } from '@comarketing/api';
import { Alert, AlertDescription, Button, Input } from '@comarketing/ui';
import { FormField } from '@comarketing/ui/forms';
import { pagePath } from '@comarketing/platform-registry';
import { AuthLayout } from './auth-layout';
import { useForgotPasswordMutation } from '../api/account-recovery.api';

/**
 * `/forgot-password`: the address of the account; the answer is the same whether an account uses
 * it or not (the server says so in the same words and the same time), so nobody learns who has an
 * account here.
 */
export function ForgotPasswordPage() {
  const [requestReset, { isLoading }] = useForgotPasswordMutation();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordRequest>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  async function submit(values: ForgotPasswordRequest) {
    setFailure(null);
    try {
      setSent((await requestReset(values).unwrap()).message);
    } catch (error) {
      setFailure(serverMessage(error) ?? toError(error, { mutation: true }).message);
    }
  }

  return (
    <AuthLayout
      title="Reset your password"
      description="Enter the e-mail address of your account and we will send you a link to choose a new password."
      footer={
        <p>
          Remembered it? <Link to={pagePath('signIn')}>Sign in</Link>
        </p>
      }
    >
      {sent ? (
        <Alert>
          <AlertDescription>{sent}</AlertDescription>
        </Alert>
      ) : (
        <form className="auth__form" noValidate onSubmit={handleSubmit(submit)}>
          {failure ? (
            <Alert variant="destructive">
              <AlertDescription>{failure}</AlertDescription>
            </Alert>
          ) : null}
          <FormField label="Email" error={errors.email?.message}>
            {(field) => <Input {...field} {...register('email')} type="email" autoComplete="email" placeholder="name@company.co.uk" />}
          </FormField>
          <Button type="submit" size="lg" fullWidth disabled={isLoading}>
            {isLoading ? 'Sending...' : 'Send reset link'}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
