import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { REDIRECT_AFTER_AUTH_MS } from '@comarketing/contracts';

/**
 * Goes to `to` a moment after a successful sign-in or sign-up, so the toast is seen; `null` stays
 * (the form was in place and the host now shows the page asked for). A form that has gone by then
 * (the host moved on, or the person followed a link) sends nobody anywhere.
 */
export function useRedirectAfterAuth(): (to: string | null) => void {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);
  return useCallback(
    (to: string | null) => {
      if (timer.current) clearTimeout(timer.current);
      if (to === null || !mounted.current) return;
      timer.current = setTimeout(() => navigate(to), REDIRECT_AFTER_AUTH_MS);
    },
    [navigate],
  );
}
