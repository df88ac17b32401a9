import { useState } from 'react';
import { SIGN_IN_TEXT, type LoginFormValues } from '@comarketing/contracts';
import { sendWithProofOfWork, useProofOfWorkAhead, useLoginMutation } from '@comarketing/api';
import { toast } from '@comarketing/ui';
import { signInFailureMessage } from '../api/auth-failure-messages';
import { DEFAULT_AFTER_AUTH } from '@comarketing/platform-registry';
import { useRedirectAfterAuth } from './use-redirect-after-auth';
import { useReturnPath } from './use-return-path';
import { type AuthStatus } from './use-sign-up';

/**
 * Sign-in: idle, submitting, then success (toast, redirect) or failure (toast and an inline error).
 * The redirect goes to the page asked for (`?next=` of /sign-in), else to /dashboard; in place of a
 * signed-in page it stays, as the host then shows that page at the same address.
 * Remember-me stays in the browser: the specification never sends it. When the server asks for a
 * proof of work (under pressure, from a browser new to the account), it is solved and the sign-in
 * sent again, `checking` true meanwhile.
 */
export function useSignIn() {
  const [login] = useLoginMutation();
  const redirect = useRedirectAfterAuth();
  const { returnTo, inPlace } = useReturnPath();
  const [status, setStatus] = useState<AuthStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  // Under pressure, the proof of work is solved while the person types.
  const solvedAhead = useProofOfWorkAhead();

  async function signIn({ email, password }: LoginFormValues) {
    setStatus('submitting');
    setError(null);
    const result = await sendWithProofOfWork(async (proofOfWork) => login({ email: email ?? '', password: password ?? '', proofOfWork }), { onSolving: setChecking, solvedAhead });
    if (result.error) {
      const message = signInFailureMessage(result.error);
      setStatus('failure');
      setError(message);
      toast({ variant: 'destructive', title: SIGN_IN_TEXT.failureTitle, description: message });
      return;
    }
    setStatus('success');
    toast({ title: SIGN_IN_TEXT.successTitle, description: SIGN_IN_TEXT.successDescription });
    redirect(inPlace ? null : (returnTo ?? DEFAULT_AFTER_AUTH));
  }

  return { signIn, status, error, checking, returnTo, inPlace };
}
