import { AUTH_SERVER_ERRORS, SIGN_IN_TEXT } from './auth-messages';
import { PROOF_OF_WORK_STATUS } from './proof-of-work';

// The sign-in page's form works before its script runs: the browser posts it to
// `POST /api/auth/login` (form-encoded, `?next=` carrying the page to return to), and the BFF
// answers with a redirect, to that page once signed in, or back to the form with the reason it
// failed as one of SIGN_IN_FORM_FAILURES in `?failed=`. The page shows the reason's own text: never
// text from the request, so a link cannot make the page say anything else.

/** The BFF's sign-in: the app's JSON and the page's own form alike. */
export const SIGN_IN_API_PATH = '/api/auth/login';

export const SIGN_IN_FORM_FAILURES = ['credentials', 'deactivated', 'too-many', 'security-check', 'unavailable'] as const;
export type SignInFormFailure = (typeof SIGN_IN_FORM_FAILURES)[number];

/** The query parameter of /sign-in naming why the form came back. */
export const SIGN_IN_FORM_FAILURE_PARAM = 'failed';

export const SIGN_IN_FORM_FAILURE_TEXT: Record<SignInFormFailure, string> = {
  credentials: SIGN_IN_TEXT.falsyResult,
  deactivated: AUTH_SERVER_ERRORS.accountDeactivated,
  'too-many': AUTH_SERVER_ERRORS.tooManyAttempts,
  'security-check': 'We are seeing unusual traffic, so signing in needs a quick security check that runs in your browser. Please turn on JavaScript and try again.',
  unavailable: SIGN_IN_TEXT.unexpected,
};

/** Why a sign-in answered `status` failed, as the form is told. A malformed form (400) is a wrong e-mail or password to its sender. */
export function signInFormFailureOf(status: number): SignInFormFailure {
  if (status === 400 || status === 401) return 'credentials';
  if (status === 403) return 'deactivated';
  if (status === 429) return 'too-many';
  if (status === PROOF_OF_WORK_STATUS) return 'security-check';
  return 'unavailable';
}

/** The reason in `?failed=`, if it is one of ours. */
export function signInFormFailure(value: string | null | undefined): SignInFormFailure | null {
  return (SIGN_IN_FORM_FAILURES as readonly string[]).includes(value ?? '') ? (value as SignInFormFailure) : null;
}
