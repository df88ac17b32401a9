import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useState } from 'react';
import { errorStatus, sendWithProofOfWork, useProofOfWorkAhead, serverMessage } from '@comarketing/api';
import { ADMIN_TEXT, type AdminLoginRequest, adminLoginRequestSchema, PROOF_OF_WORK_STATUS, PROOF_OF_WORK_TEXT } from '@comarketing/contracts';
import { Alert, AlertDescription, Button, Card, CardContent, CardDescription, CardHeader, Input, Logo, PasswordInput } from '@comarketing/ui';
import { FormField } from '@comarketing/ui/forms';
import { pagePath } from '@comarketing/platform-registry';
import { ShieldCheck } from 'lucide-react';
import { useAdminLoginMutation, useAdminSessionQuery } from '../../../shared/admin-api';

/** The spec's texts for a failed sign-in: the server's message, else what kind of failure it was. */
function loginFailure(error: unknown): string {
  if (errorStatus(error) === undefined) return ADMIN_TEXT.network;
  // The security check asked under pressure could not be completed.
  if (errorStatus(error) === PROOF_OF_WORK_STATUS) return PROOF_OF_WORK_TEXT.failed;
  return serverMessage(error) ?? ADMIN_TEXT.loginFailed;
}

/**
 * `/admin-login`: e-mail ('username') and password,
 * 'Sign In as Admin'. No credentials are shown on the page: staff accounts come from the
 * operator (ADMIN_EMAIL/ADMIN_PASSWORD or `npm run admin`), never from a hint. Under pressure the
 * server may ask a browser new to the account for a proof of work: it is solved (a status line says
 * so) and the sign-in sent again.
 */
export function AdminLoginPage() {
  const navigate = useNavigate();
  const ended = (useLocation().state as { ended?: boolean } | null)?.ended === true;
  const session = useAdminSessionQuery();
  const [login, { error, isLoading }] = useAdminLoginMutation();
  const [checking, setChecking] = useState(false);
  // Under pressure, the proof of work is solved while the person types.
  const solvedAhead = useProofOfWorkAhead();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AdminLoginRequest>({ resolver: zodResolver(adminLoginRequestSchema), defaultValues: { email: '', password: '' } });

  if (session.isSuccess) return <Navigate to={pagePath('adminPanel')} replace />;

  const onSubmit = handleSubmit(async (values) => {
    // A failure is shown from the mutation's error below.
    const result = await sendWithProofOfWork(async (proofOfWork) => login({ ...values, proofOfWork }), { onSolving: setChecking, solvedAhead });
    if (!result.error) navigate(pagePath('adminPanel'), { replace: true });
  });

  return (
    <main id="main-content" className="admin-login">
      <Card className="admin-login__card">
        <CardHeader>
          <Logo />
          <h1 className="cm-card__title admin-login__title">
            <ShieldCheck aria-hidden="true" /> {ADMIN_TEXT.loginTitle}
          </h1>
          <CardDescription>For Co-Marketing Hub staff. Business owners sign in on the main sign-in page.</CardDescription>
        </CardHeader>
        <CardContent>
          <form className="admin-login__form" noValidate onSubmit={onSubmit}>
            {error && !checking ? (
              <Alert variant="destructive">
                <AlertDescription>{loginFailure(error)}</AlertDescription>
              </Alert>
            ) : ended ? (
              <Alert>
                <AlertDescription>{ADMIN_TEXT.sessionExpired}</AlertDescription>
              </Alert>
            ) : null}
            <FormField label="Username (e-mail)" error={errors.email?.message}>
              {(field) => <Input {...field} {...register('email')} type="email" autoComplete="username" />}
            </FormField>
            <FormField label="Password" error={errors.password?.message}>
              {(field) => <PasswordInput {...field} {...register('password')} autoComplete="current-password" />}
            </FormField>
            <Button type="submit" size="lg" fullWidth disabled={isSubmitting || isLoading || checking}>
              {isLoading || checking ? ADMIN_TEXT.signingIn : ADMIN_TEXT.signIn}
            </Button>
            <p className="admin-login__status" role="status" aria-live="polite">
              {checking ? PROOF_OF_WORK_TEXT.solving : ''}
            </p>
          </form>
        </CardContent>
      </Card>
    </main>
  );
}
