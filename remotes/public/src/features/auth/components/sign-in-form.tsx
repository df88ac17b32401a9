import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginFormSchema, SIGN_IN_TEXT, type LoginFormValues } from '@comarketing/contracts';
import { Alert, AlertDescription, Button, Input, PasswordInput } from '@comarketing/ui';
import { Checkbox, CheckboxField, FormField } from '@comarketing/ui/forms';
import { pagePath } from '@comarketing/platform-registry';
import { PageLink } from '../../../islands/page-navigation';
import { type AuthStatus } from '../hooks/use-sign-up';
import { SecurityCheckStatus } from './security-check-status';

type LoginFormOutput = ReturnType<typeof loginFormSchema.parse>;

export interface SignInFormProps {
  status: AuthStatus;
  /** The failure of the last attempt, shown inline as well as in a toast. */
  error: string | null;
  /** The browser is solving the security check the server asked for. */
  checking?: boolean;
  onSubmit: (values: LoginFormOutput) => Promise<void>;
  /** Where the browser posts the form itself before the script runs (the BFF's sign-in, carrying the page to return to). */
  action: string;
}

export function SignInForm({ status, error, checking = false, onSubmit, action }: SignInFormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormValues, unknown, LoginFormOutput>({
    resolver: zodResolver(loginFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '', password: '', rememberMe: false },
  });
  const submitting = status === 'submitting';

  return (
    // Posted by the browser itself when sent before the app takes the server's page over, never as a GET that would put the password in the address.
    <form className="auth__form" noValidate method="post" action={action} onSubmit={handleSubmit(onSubmit)}>
      {error ? (
        <Alert variant="destructive">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      ) : null}
      <FormField label="Email" error={errors.email?.message}>
        {(field) => <Input {...field} {...register('email')} type="email" autoComplete="email" placeholder="name@company.co.uk" />}
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        {(field) => <PasswordInput {...field} {...register('password')} autoComplete="current-password" />}
      </FormField>
      <div className="auth__options">
        <Controller
          control={control}
          name="rememberMe"
          render={({ field: { value, onChange, ref, onBlur, name } }) => (
            <CheckboxField label="Remember me">
              {(field) => <Checkbox {...field} ref={ref} name={name} checked={value === true} onBlur={onBlur} onCheckedChange={(v) => onChange(v === true)} />}
            </CheckboxField>
          )}
        />
        <PageLink to={pagePath('forgotPassword')} className="auth__link">
          Forgot password?
        </PageLink>
      </div>
      <Button type="submit" size="lg" fullWidth disabled={submitting || status === 'success'}>
        {submitting ? SIGN_IN_TEXT.submitting : SIGN_IN_TEXT.submit}
      </Button>
      <SecurityCheckStatus checking={checking} />
    </form>
  );
}
