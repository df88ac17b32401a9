import { useRef, useState } from 'react';
import { sendWithProofOfWork, useSolvedAhead } from '@comarketing/api/proof-of-work';
import { PROOF_OF_WORK_HEADER, PROOF_OF_WORK_STATUS, PROOF_OF_WORK_TEXT, REDIRECT_AFTER_AUTH_MS, SIGN_IN_API_PATH, SIGN_IN_FORM_FAILURE_TEXT, SIGN_IN_TEXT, signInFormFailureOf, type LoginFormValues } from '@comarketing/contracts';
import { toast } from '@comarketing/ui';
import { DEFAULT_AFTER_AUTH } from '@comarketing/platform-registry';
import { type AuthStatus } from '../hooks/use-sign-up';
import { SignInForm } from './sign-in-form';

/** A sign-in's answer as sendWithProofOfWork reads it: the status and body of a refusal. */
type SignInResult = { data: true; error?: undefined } | { error: { status: number; data: unknown }; data?: undefined };

/** Sends the sign-in as the app does (JSON, the proof of work in its header); a network failure is status 0. */
async function postSignIn(email: string, password: string, proofOfWork?: string): Promise<SignInResult> {
  try {
    const response = await fetch(SIGN_IN_API_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', ...(proofOfWork ? { [PROOF_OF_WORK_HEADER]: proofOfWork } : {}) },
      body: JSON.stringify({ email, password }),
    });
    const body: unknown = await response.json().catch(() => null);
    // `success: false` with a 200 is a refusal too (the specification's falsy result).
    if (response.ok && (body as { success?: unknown } | null)?.success !== false) return { data: true };
    return { error: { status: response.ok ? 401 : response.status, data: body } };
  } catch {
    return { error: { status: 0, data: null } };
  }
}

/** The form's words for a failed sign-in: the same reasons the form posted without script is given. */
function failureText(status: number): string {
  if (status === PROOF_OF_WORK_STATUS) return PROOF_OF_WORK_TEXT.failed;
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
  const [status, setStatus] = useState<AuthStatus>('idle');
  const [error, setError] = useState<string | null>(failure);
  const [checking, setChecking] = useState(false);
  const leaving = useRef(false);
  // Under pressure, the proof of work is solved while the person types (as the app's form does).
  const solvedAhead = useSolvedAhead();

  async function signIn({ email, password }: LoginFormValues) {
    if (leaving.current) return;
    setStatus('submitting');
    setError(null);
    const result = await sendWithProofOfWork((proofOfWork) => postSignIn(email ?? '', password ?? '', proofOfWork), { onSolving: setChecking, solvedAhead });
    if (result.error) {
      const message = failureText(result.error.status);
      setStatus('failure');
      setError(message);
      toast({ variant: 'destructive', title: SIGN_IN_TEXT.failureTitle, description: message });
      return;
    }
    leaving.current = true;
    setStatus('success');
    toast({ title: SIGN_IN_TEXT.successTitle, description: SIGN_IN_TEXT.successDescription });
    setTimeout(() => window.location.assign(returnTo ?? DEFAULT_AFTER_AUTH), REDIRECT_AFTER_AUTH_MS);
  }

  return <SignInForm status={status} error={error} checking={checking} onSubmit={signIn} action={action} />;
}
