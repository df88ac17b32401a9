import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { REDIRECT_AFTER_AUTH_MS } from '@comarketing/contracts';

/** Goes to /dashboard a moment after a successful sign-in or sign-up, so the toast is seen. */
export function useRedirectAfterAuth(): () => void {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => navigate('/dashboard'), REDIRECT_AFTER_AUTH_MS);
  }, [navigate]);
}
