import { Link } from 'react-router-dom';
import { AuthLayout } from './auth-layout';
import { SignInForm } from './sign-in-form';
import { useSignIn } from '../hooks/use-sign-in';
import { authPagePath } from '../../../shared/return-path/return-path';

/**
 * /sign-in, and the sign-in screen the host shows in place of a signed-in page for a visitor. Both
 * lead back to the page asked for, and so does 'Create an account' (it carries it to /sign-up).
 */
export function SignInPage() {
  const { signIn, status, error, checking, returnTo, inPlace } = useSignIn();
  return (
    <AuthLayout
      title="Sign in to your account"
      description={
        inPlace
          ? 'Sign in to continue to this page. New here? Create an account and we will bring you back to it.'
          : 'Welcome back. Sign in to manage your profile, requests and partner matches.'
      }
      footer={
        <p>
          Don&apos;t have an account? <Link to={authPagePath('signUp', returnTo)}>Create an account</Link>
        </p>
      }
    >
      <SignInForm status={status} error={error} checking={checking} onSubmit={signIn} />
    </AuthLayout>
  );
}
