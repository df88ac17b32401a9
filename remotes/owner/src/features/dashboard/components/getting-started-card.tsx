import { Link } from 'react-router-dom';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@comarketing/ui';
import { pagePath } from '@comarketing/platform-registry';

/** The next steps for a user who has no business profile yet. */
export function GettingStartedCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Getting Started</CardTitle>
        <CardDescription>Three steps to your first co-marketing campaign.</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="steps">
          <li className="steps__item">
            <span className="steps__number" aria-hidden="true">
              1
            </span>
            <div className="steps__text">
              <h3 className="steps__title">Complete your business profile</h3>
              <p>Your industry, location, audience and goals drive the matching.</p>
            </div>
            <Button asChild size="sm">
              <Link to={pagePath('businessProfile')}>Start</Link>
            </Button>
          </li>
          <li className="steps__item">
            <span className="steps__number" aria-hidden="true">
              2
            </span>
            <div className="steps__text">
              <h3 className="steps__title">Create your first marketing request</h3>
              <p>Tell us what kind of campaign you want to run and your budget.</p>
            </div>
            <Button asChild size="sm" variant="secondary">
              <Link to={pagePath('marketingRequest')}>Create</Link>
            </Button>
          </li>
          <li className="steps__item">
            <span className="steps__number" aria-hidden="true">
              3
            </span>
            <div className="steps__text">
              <h3 className="steps__title">Review partner matches</h3>
              <p>Accept the partners that suit you; our team takes it from there.</p>
            </div>
            <Button asChild size="sm" variant="secondary">
              <Link to={pagePath('partnerMatches')}>Review</Link>
            </Button>
          </li>
        </ol>
      </CardContent>
    </Card>
  );
}
