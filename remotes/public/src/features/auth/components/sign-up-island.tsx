import { useState, useSyncExternalStore } from 'react';
import { sendWithProofOfWork, useSolvedAhead } from '@comarketing/api/proof-of-work';
import { PROOF_OF_WORK_HEADER, SIGN_UP_TEXT, type RegisterRequest } from '@comarketing/contracts';
import { toast } from '@comarketing/ui';
import { signUpFailureMessage } from '../api/auth-failure-messages';
import { useIslandAuthStatus } from '../hooks/use-island-auth-status';
import { SignUpForm } from './sign-up-form';

/** A registration's answer as sendWithProofOfWork and the failure texts read it. */
type SignUpResult = { data: true; error?: undefined } | { error: { status: number; data: unknown } | { status: 'FETCH_ERROR' | 'TIMEOUT_ERROR'; error: string }; data?: undefined };

/** As long as the app's calls wait for an answer: then the form says the sign-up failed. */
const SIGN_UP_TIMEOUT_MS = 15_000;

/**
 * Sends the registration as the app does (JSON, the proof of work in its header). Registered (and
 * signed in) only on `success: true` with the user, as the app reads it; `success: false` is the
 * specification's falsy result; no answer is a network failure or a timeout, in the app's terms.
 */
async function postSignUp(values: RegisterRequest, proofOfWork?: string): Promise<SignUpResult> {
  let response: Response;
  try {
    response = await fetch('/api/auth/register', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', ...(proofOfWork ? { [PROOF_OF_WORK_HEADER]: proofOfWork } : {}) },
      body: JSON.stringify(values),
      signal: AbortSignal.timeout(SIGN_UP_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return { error: { status: timedOut ? 'TIMEOUT_ERROR' : 'FETCH_ERROR', error: String(error) } };
  }
  const body = (await response.json().catch(() => null)) as { success?: unknown; user?: unknown } | null;
  if (response.ok && body?.success === true && body.user) return { data: true };
  return { error: { status: response.status, data: body } };
}

const noChanges = () => () => undefined;

export interface SignUpIslandProps {
  /** Where to go once registered (a path of this site), or null for the dashboard. */
  returnTo: string | null;
}

/**
 * The registration form on /sign-up served without the app: the same form and checks, sending the
 * registration itself (under pressure the security check is solved while the person types, or when
 * the server asks), then, after the welcome toast, loading the page asked for, where the app starts
 * signed in. Not sendable before this script runs. In the app the form is the store's (use-sign-up.ts).
 */
export function SignUpIsland({ returnTo }: SignUpIslandProps) {
  const { status, setStatus, isLeaving, leaveFor } = useIslandAuthStatus();
  const [checking, setChecking] = useState(false);
  // False in the server's HTML (and while hydrating it), true from then on: only this script sends the form.
  const ready = useSyncExternalStore(noChanges, () => true, () => false);
  const solvedAhead = useSolvedAhead();

  async function signUp(values: RegisterRequest) {
    if (isLeaving()) return;
    setStatus('submitting');
    const result = await sendWithProofOfWork((proofOfWork) => postSignUp(values, proofOfWork), { onSolving: setChecking, solvedAhead });
    if (result.error) {
      setStatus('failure');
      // A 2xx without the user is the falsy result, as the app's mutation reads it.
      const error = 'data' in result.error && typeof result.error.status === 'number' && result.error.status < 300 ? { status: 'CUSTOM_ERROR' as const, error: '', data: result.error.data } : result.error;
      toast({ variant: 'destructive', title: SIGN_UP_TEXT.failureTitle, description: signUpFailureMessage(error) ?? SIGN_UP_TEXT.falsyResult });
      return;
    }
    toast({ title: SIGN_UP_TEXT.successTitle, description: SIGN_UP_TEXT.successDescription });
    leaveFor(returnTo);
  }

  return <SignUpForm status={status} checking={checking} onSubmit={signUp} ready={ready} />;
}
