import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SIGN_OUT_TEXT } from '@comarketing/contracts';
import { useLogoutMutation } from '@comarketing/api';
import { toast } from '@comarketing/ui';
import { pagePath } from '@comarketing/platform-registry';

// True between the click and the arrival at '/', so a signed-in-only page that loses its user on the
// way does not flash the sign-in screen (see SignInInPlace).
let signingOut = false;

export function isSigningOut(): boolean {
  return signingOut;
}

/**
 * Sign out as the specification has it: the control reads 'Signing out...' while working, and the
 * user ALWAYS ends at '/' with the 'Signed out successfully' toast, even if the server call failed
 * (the api state is reset either way).
 */
export function useSignOut() {
  const [logout] = useLogoutMutation();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const signOut = useCallback(async () => {
    if (signingOut) return;
    signingOut = true;
    setPending(true);
    try {
      await logout().unwrap();
    } catch (error) {
      console.warn('The sign-out request failed; signed out locally.', error);
    } finally {
      navigate(pagePath('landing'), { replace: true });
      toast({ title: SIGN_OUT_TEXT.title, description: SIGN_OUT_TEXT.description });
      signingOut = false;
      setPending(false);
    }
  }, [logout, navigate]);

  return { signOut, pending, label: pending ? SIGN_OUT_TEXT.signingOut : SIGN_OUT_TEXT.signOut };
}
