import { Link } from 'react-router-dom';
import { AuthLayout } from './auth-layout';
import { Island } from '../../../islands/island';
import { SignUpForm } from './sign-up-form';
import { SignUpIsland } from './sign-up-island';
import { useSignUp } from '../hooks/use-sign-up';
import { authPagePath } from '@comarketing/platform-registry';
import { SIGN_UP_TEXT } from '@comarketing/contracts';

/**
 * /sign-up; with `?next=` (from a sign-in screen shown for a page) the new owner lands on that page.
 * Served without the app, the form is an island that registers by itself (sign-up-island.tsx).
 */
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
      <Island name="sign-up-form" component={SignUpIsland} props={{ returnTo }} inApp={<SignUpForm status={status} checking={checking} onSubmit={signUp} />} />
      {/* Outside the island: a browser running scripts reads a noscript's content as text, which hydration would not match. */}
      <noscript>
        <p className="auth__no-script">{SIGN_UP_TEXT.needsScript}</p>
      </noscript>
    </AuthLayout>
  );
}
