import { Link } from 'react-router-dom';
import { AuthLayout } from './auth-layout';
import { SignUpForm } from './sign-up-form';
import { useSignUp } from '../hooks/use-sign-up';
import { authPagePath } from '@comarketing/platform-registry';

/** /sign-up; with `?next=` (from a sign-in screen shown for a page) the new owner lands on that page. */
export function SignUpPage() {
  const { signUp, status, checking, returnTo } = useSignUp();
  return (
    <AuthLayout
      title="Create your account"
      description="Join Co-Marketing Hub and start partnering with complementary local businesses."
      footer={
        <p>
          Already have an account? <Link to={authPagePath('signIn', returnTo)}>Sign in</Link>
        </p>
      }
    >
      <SignUpForm status={status} checking={checking} onSubmit={signUp} />
    </AuthLayout>
  );
}
