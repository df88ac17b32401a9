import { createContext, useContext } from 'react';

/** Lets the fallback shown for a remote page load that page again. */
export const RemoteRetryContext = createContext<(() => void) | null>(null);

export function useRemoteRetry(): () => void {
  return useContext(RemoteRetryContext) ?? (() => window.location.reload());
}
