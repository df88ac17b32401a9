import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeft, CheckCircle2, Headset } from 'lucide-react';
import { REQUEST_TEXT } from '@comarketing/contracts';
import { Button, Card } from '@comarketing/ui';
import { pagePath } from '@comarketing/platform-registry';
import { AutoMatchesPanel } from './auto-matches-panel';

export interface RequestSubmittedProps {
  requestId: string;
}

/** The screen after a successful submission, with the matches found for the new request. */
export function RequestSubmitted({ requestId }: RequestSubmittedProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the user was in has gone: start them at the confirmation.
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="request-submitted">
      <Card className="request-submitted__card">
        <CheckCircle2 className="request-submitted__icon" aria-hidden="true" />
        <h1 ref={heading} tabIndex={-1} className="request-submitted__title">
          {REQUEST_TEXT.success}
        </h1>
        <p className="request-submitted__text">
          {REQUEST_TEXT.submittedDescription} Our team reviews every request and follows up within 24-48 hours.
        </p>
        <div className="request-submitted__actions">
          <Button asChild variant="secondary">
            <Link to={pagePath('welcome')}>
              <ArrowLeft aria-hidden="true" />
              Back to Dashboard
            </Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={pagePath('support')}>
              <Headset aria-hidden="true" />
              Contact Support Team
            </Link>
          </Button>
        </div>
      </Card>
      <AutoMatchesPanel requestId={requestId} />
    </div>
  );
}
