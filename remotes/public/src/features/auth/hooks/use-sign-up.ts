import { useState } from 'react';
import { SIGN_UP_TEXT, type RegisterRequest } from '@comarketing/contracts';
import { sendWithProofOfWork, useProofOfWorkAhead, useRegisterMutation } from '@comarketing/api';
import { toast } from '@comarketing/ui';
import { signUpFailureMessage } from '../api/auth-failure-messages';
import { DEFAULT_AFTER_AUTH } from '@comarketing/platform-registry';
import { useRedirectAfterAuth } from './use-redirect-after-auth';
import { useReturnPath } from './use-return-path';

export type AuthStatus = 'idle' | 'submitting' | 'success' | 'failure';

/**
 * Sign-up as a small state machine: idle, submitting, then success (toast, redirect) or failure
 * (toast). The redirect goes to the page asked for (`?next=` of /sign-up), else to /dashboard. A
 * proof of work the server asks for is solved and the sign-up sent again, `checking` true meanwhile.
 */
export function useSignUp() {
  const [register] = useRegisterMutation();
  const redirect = useRedirectAfterAuth();
  const { returnTo } = useReturnPath();
  const [status, setStatus] = useState<AuthStatus>('idle');
  const [checking, setChecking] = useState(false);
  // Under pressure, the proof of work is solved while the person types.
  const solvedAhead = useProofOfWorkAhead();

  async function signUp(values: RegisterRequest) {
    setStatus('submitting');
    const result = await sendWithProofOfWork(async (proofOfWork) => register({ ...values, proofOfWork }), { onSolving: setChecking, solvedAhead });
    if (result.error) {
      setStatus('failure');
      toast({
        variant: 'destructive',
        title: SIGN_UP_TEXT.failureTitle,
        description: signUpFailureMessage(result.error) ?? SIGN_UP_TEXT.falsyResult,
      });
      return;
    }
    setStatus('success');
    toast({ title: SIGN_UP_TEXT.successTitle, description: SIGN_UP_TEXT.successDescription });
    redirect(returnTo ?? DEFAULT_AFTER_AUTH);
  }

  return { signUp, status, checking, returnTo };
}
