import { Link, useLocation } from 'react-router-dom';
import { SIGN_IN_API_PATH, SIGN_IN_FORM_FAILURE_PARAM, SIGN_IN_FORM_FAILURE_TEXT, signInFormFailure } from '@comarketing/contracts';
import { AuthLayout } from './auth-layout';
import { Island } from '../../../islands/island';
import { SignInForm } from './sign-in-form';
import { SignInIsland } from './sign-in-island';
import { useSignIn } from '../hooks/use-sign-in';
import { authPagePath, withReturnPath } from '@comarketing/platform-registry';

/**
 * /sign-in, and the sign-in screen the host shows in place of a signed-in page for a visitor. Both
 * lead back to the page asked for, and so does 'Create an account' (it carries it to /sign-up).
 * Served without the app, the form is an island that signs in by itself (sign-in-island.tsx).
 */
export function SignInPage() {
  const { signIn, status, error, checking, returnTo, inPlace } = useSignIn();
  // Sent back by the server from a form posted before the script ran: the reason, in our own words.
  const failure = signInFormFailure(new URLSearchParams(useLocation().search).get(SIGN_IN_FORM_FAILURE_PARAM));
  const failureText = failure ? SIGN_IN_FORM_FAILURE_TEXT[failure] : null;
  const action = withReturnPath(SIGN_IN_API_PATH, returnTo);
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
      <Island
        name="sign-in-form"
        component={SignInIsland}
        props={{ action, failure: failureText, returnTo }}
        inApp={<SignInForm status={status} error={error ?? (status === 'idle' ? failureText : null)} checking={checking} onSubmit={signIn} action={action} />}
      />
    </AuthLayout>
  );
}
