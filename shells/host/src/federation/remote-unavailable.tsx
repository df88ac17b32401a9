import { RefreshCw } from 'lucide-react';
import { Button } from '@comarketing/ui';
import { useRemoteRetry } from './remote-retry-context';

export const REMOTE_UNAVAILABLE_TEXT = {
  title: 'This part of the site is temporarily unavailable',
  description: 'We could not load this page just now. The rest of Co-Marketing Hub is still working; please try again in a moment.',
  retry: 'Try again',
} as const;

/** Shown inside the layout in place of a remote page that failed to load or to render. */
export function RemoteUnavailable({ onRetry }: { onRetry?: () => void }) {
  const contextRetry = useRemoteRetry();
  return (
    <section className="host-remote-unavailable cm-container" aria-labelledby="remote-unavailable-title">
      <div className="cm-card host-remote-unavailable__card">
        <h1 id="remote-unavailable-title" className="host-remote-unavailable__title">
          {REMOTE_UNAVAILABLE_TEXT.title}
        </h1>
        <p className="host-remote-unavailable__text">{REMOTE_UNAVAILABLE_TEXT.description}</p>
        <Button onClick={onRetry ?? contextRetry}>
          <RefreshCw aria-hidden="true" />
          {REMOTE_UNAVAILABLE_TEXT.retry}
        </Button>
      </div>
    </section>
  );
}
