import { Link, useLocation } from 'react-router-dom';
import { SIGN_IN_API_PATH, SIGN_IN_FORM_FAILURE_PARAM, SIGN_IN_FORM_FAILURE_TEXT, signInFormFailure } from '@comarketing/contracts';
import { AuthLayout } from './auth-layout';
import { SignInForm } from './sign-in-form';
import { useSignIn } from '../hooks/use-sign-in';
import { authPagePath, withReturnPath } from '@comarketing/platform-registry';

/**
 * /sign-in, and the sign-in screen the host shows in place of a signed-in page for a visitor. Both
 * lead back to the page asked for, and so does 'Create an account' (it carries it to /sign-up).
 */
export function SignInPage() {
  const { signIn, status, error, checking, returnTo, inPlace } = useSignIn();
  // Sent back by the server from a form posted before the script ran: the reason, in our own words.
  const failure = signInFormFailure(new URLSearchParams(useLocation().search).get(SIGN_IN_FORM_FAILURE_PARAM));
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
      <SignInForm status={status} error={error ?? (failure && status === 'idle' ? SIGN_IN_FORM_FAILURE_TEXT[failure] : null)} checking={checking} onSubmit={signIn} action={withReturnPath(SIGN_IN_API_PATH, returnTo)} />
    </AuthLayout>
  );
}
