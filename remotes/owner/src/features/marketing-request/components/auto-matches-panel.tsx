import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRight, SearchX } from 'lucide-react';
import { REQUEST_TEXT } from '@comarketing/contracts';
import { Alert, AlertDescription, AlertTitle, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, EmptyState, SectionLoader } from '@comarketing/ui';
import { pagePath } from '@comarketing/platform-registry';
import { useAutoMatches } from '../hooks/use-auto-matches';
import { foundSummary, type PreferenceNote, preferenceNote } from '../lib/auto-match-summary';
import { AutoMatchCard } from './auto-match-card';

export interface AutoMatchesPanelProps {
  requestId: string;
}

/** Why none of the partner industries asked for is among the matches. */
function PreferenceAlert({ note }: { note: PreferenceNote }) {
  return (
    // A note read with the panel, not an alarm: role note instead of the Alert's alert.
    <Alert role="note">
      <AlertTitle>{note.title}</AlertTitle>
      <AlertDescription>{note.text}</AlertDescription>
    </Alert>
  );
}

/**
 * The partner-matches panel of a request just filed: searching, nothing found, or the matches.
 * Every business found to fit is listed; the count says how many of them became partner matches
 * (the best, at most 3: what Partner Matches lists and the notification counts), each card says
 * whether it is one, and a note says why none of the partner industries asked for is among them.
 */
export function AutoMatchesPanel({ requestId }: AutoMatchesPanelProps) {
  const headingId = useId();
  const { state, matches, totalMatches, partnerMatches, partnerIndustries, retry } = useAutoMatches(requestId);
  const note = state === 'found' || state === 'none' ? preferenceNote(partnerIndustries, state === 'found') : undefined;

  let body;
  if (state === 'searching') {
    body = <SectionLoader label={REQUEST_TEXT.finding} />;
  } else if (state === 'failed') {
    body = (
      <Alert variant="destructive">
        <AlertTitle>{REQUEST_TEXT.fetchFailed}</AlertTitle>
        <AlertDescription>We will keep trying every 30 seconds.</AlertDescription>
        <Button variant="secondary" size="sm" className="auto-matches__retry" onClick={() => void retry()}>
          Try again
        </Button>
      </Alert>
    );
  } else if (state === 'none') {
    body = (
      <>
        {note ? <PreferenceAlert note={note} /> : null}
        <EmptyState
          icon={<SearchX aria-hidden="true" />}
          title={REQUEST_TEXT.noMatches}
          description="We could not find a suitable partner automatically this time. Our team can look for one by hand."
        >
          <Button asChild>
            <Link to={pagePath('support')}>Contact Support for Manual Matching</Link>
          </Button>
        </EmptyState>
      </>
    );
  } else {
    body = (
      <>
        <p role="status" className="auto-matches__count">
          {foundSummary(totalMatches, partnerMatches)}
        </p>
        {note ? <PreferenceAlert note={note} /> : null}
        <ul className="auto-matches__list" aria-labelledby={headingId}>
          {matches.map((match) => (
            <AutoMatchCard key={match.business.id} match={match} requestId={requestId} />
          ))}
        </ul>
        <Button asChild variant="secondary" className="auto-matches__all">
          <Link to={pagePath('partnerMatches', { requestId })}>
            View your partner matches
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </>
    );
  }

  return (
    <Card className="auto-matches">
      <section aria-labelledby={headingId}>
        <CardHeader>
          <CardTitle id={headingId}>Potential Partners</CardTitle>
          <CardDescription>Businesses our matching found for this request. This list refreshes every 30 seconds.</CardDescription>
        </CardHeader>
        <CardContent className="auto-matches__content">{body}</CardContent>
      </section>
    </Card>
  );
}
