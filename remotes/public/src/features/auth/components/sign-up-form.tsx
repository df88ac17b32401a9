import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { registerRequestSchema, SIGN_UP_TEXT, type RegisterFormValues, type RegisterRequest } from '@comarketing/contracts';
import { Button, Input, PasswordInput } from '@comarketing/ui';
import { Checkbox, CheckboxField, FormField } from '@comarketing/ui/forms';
import { pagePath } from '@comarketing/platform-registry';
import { PageLink } from '../../../islands/page-navigation';
import { type AuthStatus } from '../hooks/use-sign-up';
import { SecurityCheckStatus } from './security-check-status';

const EMPTY: RegisterFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  companyName: '',
  password: '',
  confirmPassword: '',
  agreeToTerms: false,
  agreeToMarketing: false,
};

export interface SignUpFormProps {
  status: AuthStatus;
  /** The browser is solving the security check the server asked for. */
  checking?: boolean;
  onSubmit: (values: RegisterRequest) => Promise<void>;
  /**
   * Whether the form can be sent: not in the server's HTML before its script has run (creating an
   * account needs it: the terms box and the answer), so nothing is sent that could not be handled.
   */
  ready?: boolean;
}

/** The registration form: validated on submit with the shared schema, then again on every change. */
export function SignUpForm({ status, checking = false, onSubmit, ready = true }: SignUpFormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterFormValues, unknown, RegisterRequest>({
    resolver: zodResolver(registerRequestSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: EMPTY,
  });
  const submitting = status === 'submitting';

  return (
    // A POST if it is ever sent without the script: never a GET that would put the password in the address.
    <form className="auth__form" noValidate method="post" onSubmit={handleSubmit(onSubmit)}>
      <div className="auth__row">
        <FormField label="First Name" error={errors.firstName?.message}>
          {(field) => <Input {...field} {...register('firstName')} autoComplete="given-name" />}
        </FormField>
        <FormField label="Last Name" error={errors.lastName?.message}>
          {(field) => <Input {...field} {...register('lastName')} autoComplete="family-name" />}
        </FormField>
      </div>
      <FormField label="Business Email" error={errors.email?.message}>
        {(field) => <Input {...field} {...register('email')} type="email" autoComplete="email" placeholder="name@company.co.uk" />}
      </FormField>
      <FormField label="Company Name" error={errors.companyName?.message}>
        {(field) => <Input {...field} {...register('companyName')} autoComplete="organization" />}
      </FormField>
      <FormField label="Password" description="At least 8 characters." error={errors.password?.message}>
        {(field) => <PasswordInput {...field} {...register('password')} autoComplete="new-password" />}
      </FormField>
      <FormField label="Confirm Password" error={errors.confirmPassword?.message}>
        {(field) => <PasswordInput {...field} {...register('confirmPassword')} autoComplete="new-password" />}
      </FormField>
      <Controller
        control={control}
        name="agreeToTerms"
        render={({ field: { value, onChange, ref, onBlur, name } }) => (
          <CheckboxField
            error={errors.agreeToTerms?.message}
            label={
              <>
                I agree to the <PageLink to={pagePath('terms')}>Terms of Service</PageLink> and <PageLink to={pagePath('privacy')}>Privacy Policy</PageLink>
              </>
            }
          >
            {(field) => <Checkbox {...field} ref={ref} name={name} checked={value === true} onBlur={onBlur} onCheckedChange={(v) => onChange(v === true)} />}
          </CheckboxField>
        )}
      />
      <Controller
        control={control}
        name="agreeToMarketing"
        render={({ field: { value, onChange, ref, onBlur, name } }) => (
          <CheckboxField label="Send me occasional marketing emails about new features and partnership opportunities (optional)">
            {(field) => <Checkbox {...field} ref={ref} name={name} checked={value === true} onBlur={onBlur} onCheckedChange={(v) => onChange(v === true)} />}
          </CheckboxField>
        )}
      />
      <Button type="submit" size="lg" fullWidth disabled={!ready || submitting || status === 'success'}>
        {submitting ? SIGN_UP_TEXT.submitting : SIGN_UP_TEXT.submit}
      </Button>
      <SecurityCheckStatus checking={checking} />
    </form>
  );
}
