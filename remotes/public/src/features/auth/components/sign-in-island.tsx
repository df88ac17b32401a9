import { useState } from 'react';
import { sendWithProofOfWork, useSolvedAhead } from '@comarketing/api/proof-of-work';
import { PROOF_OF_WORK_HEADER, PROOF_OF_WORK_STATUS, PROOF_OF_WORK_TEXT, SIGN_IN_API_PATH, SIGN_IN_FORM_FAILURE_TEXT, SIGN_IN_TEXT, signInFormFailureOf, type LoginFormValues } from '@comarketing/contracts';
import { toast } from '@comarketing/ui';
import { useIslandAuthStatus } from '../hooks/use-island-auth-status';
import { SignInForm } from './sign-in-form';

/** A sign-in's answer as sendWithProofOfWork reads it: the status and body of a refusal. */
type SignInResult = { data: true; error?: undefined } | { error: { status: number; data: unknown }; data?: undefined };

/** As long as the app's calls wait for an answer: then the form says the sign-in failed. */
const SIGN_IN_TIMEOUT_MS = 15_000;

/**
 * Sends the sign-in as the app does (JSON, the proof of work in its header). Signed in only on
 * `success: true` with the user, as the app reads it; a network failure or no answer in time is
 * status 0.
 */
async function postSignIn(email: string, password: string, proofOfWork?: string): Promise<SignInResult> {
  try {
    const response = await fetch(SIGN_IN_API_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', ...(proofOfWork ? { [PROOF_OF_WORK_HEADER]: proofOfWork } : {}) },
      body: JSON.stringify({ email, password }),
      signal: AbortSignal.timeout(SIGN_IN_TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => null)) as { success?: unknown; user?: unknown } | null;
    if (response.ok && body?.success === true && body.user) return { data: true };
    // `success: false` with a 200 is a refusal too (the specification's falsy result).
    return { error: { status: response.ok ? 401 : response.status, data: body } };
  } catch {
    return { error: { status: 0, data: null } };
  }
}

/**
 * The form's words for a failed sign-in: the reasons the form posted without script is given, but
 * a limit (429, or 503 while the platform is busy) in the server's own words, which say how long to
 * wait, as in the app.
 */
function failureText({ status, data }: { status: number; data: unknown }): string {
  if (status === PROOF_OF_WORK_STATUS) return PROOF_OF_WORK_TEXT.failed;
  const message = (data as { message?: unknown } | null)?.message;
  if ((status === 429 || status === 503) && typeof message === 'string' && message) return message;
  return SIGN_IN_FORM_FAILURE_TEXT[signInFormFailureOf(status)];
}

export interface SignInIslandProps {
  /** Where the form posts itself before this script runs (the BFF's sign-in, with the page to return to). */
  action: string;
  /** Why the form came back from such a post, in the form's own words, or null. */
  failure: string | null;
  /** Where to go once signed in (a path of this site), or null for the dashboard. */
  returnTo: string | null;
}

/**
 * The sign-in form on /sign-in served without the app: the same form, sending the sign-in itself
 * (under pressure the security check is solved while the person types, or when the server asks),
 * then, after the welcome toast, loading the page asked for, where the app starts signed in. In the
 * app the form is the store's (use-sign-in.ts).
 */
export function SignInIsland({ action, failure, returnTo }: SignInIslandProps) {
  const { status, setStatus, isLeaving, leaveFor } = useIslandAuthStatus();
  const [error, setError] = useState<string | null>(failure);
  const [checking, setChecking] = useState(false);
  // Under pressure, the proof of work is solved while the person types (as the app's form does).
  const solvedAhead = useSolvedAhead();

  async function signIn({ email, password }: LoginFormValues) {
    if (isLeaving()) return;
    setStatus('submitting');
    setError(null);
    const result = await sendWithProofOfWork((proofOfWork) => postSignIn(email ?? '', password ?? '', proofOfWork), { onSolving: setChecking, solvedAhead });
    if (result.error) {
      const message = failureText(result.error);
      setStatus('failure');
      setError(message);
      toast({ variant: 'destructive', title: SIGN_IN_TEXT.failureTitle, description: message });
      return;
    }
    toast({ title: SIGN_IN_TEXT.successTitle, description: SIGN_IN_TEXT.successDescription });
    leaveFor(returnTo);
  }

  return <SignInForm status={status} error={error} checking={checking} onSubmit={signIn} action={action} />;
}
