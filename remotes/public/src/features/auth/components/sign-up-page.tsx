import { Link } from 'react-router-dom';
import { AuthLayout } from './auth-layout';
import { SignUpForm } from './sign-up-form';
import { useSignUp } from '../hooks/use-sign-up';

export function SignUpPage() {
  const { signUp, status, checking } = useSignUp();
  return (
    <AuthLayout
      title="Create your account"
      description="Join Co-Marketing Hub and start partnering with complementary local businesses."
      footer={
        <p>
          Already have an account? <Link to="/sign-in">Sign in</Link>
        </p>
      }
    >
      <SignUpForm status={status} checking={checking} onSubmit={signUp} />
    </AuthLayout>
  );
}
