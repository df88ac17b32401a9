import { Link } from 'react-router-dom';
import { AuthLayout } from './auth-layout';
import { SignInForm } from './sign-in-form';
import { useSignIn } from '../hooks/use-sign-in';

export function SignInPage() {
  const { signIn, status, error, checking } = useSignIn();
  return (
    <AuthLayout
      title="Sign in to your account"
      description="Welcome back. Sign in to manage your profile, requests and partner matches."
      footer={
        <p>
          Don&apos;t have an account? <Link to="/sign-up">Sign up</Link>
        </p>
      }
    >
      <SignInForm status={status} error={error} checking={checking} onSubmit={signIn} />
    </AuthLayout>
  );
}
