import { useState } from 'react';
import { SIGN_IN_TEXT, type LoginFormValues } from '@comarketing/contracts';
import { sendWithProofOfWork, useProofOfWorkAhead, useLoginMutation } from '@comarketing/api';
import { toast } from '@comarketing/ui';
import { signInFailureMessage } from '../api/auth-failure-messages';
import { useRedirectAfterAuth } from './use-redirect-after-auth';
import { type AuthStatus } from './use-sign-up';

/**
 * Sign-in: idle, submitting, then success (toast, redirect) or failure (toast and an inline error).
 * Remember-me stays in the browser: the specification never sends it. When the server asks for a
 * proof of work (under pressure, from a browser new to the account), it is solved and the sign-in
 * sent again, `checking` true meanwhile.
 */
export function useSignIn() {
  const [login] = useLoginMutation();
  const redirect = useRedirectAfterAuth();
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
    redirect();
  }

  return { signIn, status, error, checking };
}
