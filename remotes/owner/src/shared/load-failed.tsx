import './load-failed.css';
import { Alert, AlertDescription, AlertTitle, Button } from '@comarketing/ui';

export interface LoadFailedProps {
  /** What could not be loaded, as the owner calls it ('notifications', 'partner matches'). */
  what: string;
  /** Fetches the list again (RTK Query's `refetch`; the page shows its loader meanwhile). */
  onRetry: () => void;
}

/**
 * A list that failed to load says so (announced: role="alert") and offers to try again, so a
 * failure never passes for an empty list.
 */
export function LoadFailed({ what, onRetry }: LoadFailedProps) {
  return (
    <Alert variant="destructive" className="load-failed">
      <AlertTitle>We couldn't load your {what}.</AlertTitle>
      <AlertDescription>Please try again in a moment.</AlertDescription>
      <Button variant="secondary" size="sm" className="load-failed__retry" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
