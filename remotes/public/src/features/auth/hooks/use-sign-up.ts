import { useState } from 'react';
import { SIGN_UP_TEXT, type RegisterRequest } from '@comarketing/contracts';
import { useRegisterMutation } from '@comarketing/api';
import { toast } from '@comarketing/ui';
import { signUpFailureMessage } from '../api/auth-failure-messages';
import { useRedirectAfterAuth } from './use-redirect-after-auth';

export type AuthStatus = 'idle' | 'submitting' | 'success' | 'failure';

/** Sign-up as a small state machine: idle, submitting, then success (toast, redirect) or failure (toast). */
export function useSignUp() {
  const [register] = useRegisterMutation();
  const redirect = useRedirectAfterAuth();
  const [status, setStatus] = useState<AuthStatus>('idle');

  async function signUp(values: RegisterRequest) {
    setStatus('submitting');
    const result = await register(values);
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
    redirect();
  }

  return { signUp, status };
}
