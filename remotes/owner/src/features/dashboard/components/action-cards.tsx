import { Link } from 'react-router-dom';
import { Building2, FilePlus2, Inbox } from 'lucide-react';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@comarketing/ui';
import { pagePath } from '@comarketing/platform-registry';

export interface ActionCardsProps {
  hasBusiness: boolean;
  notifications: number;
  messages: number;
}

export function ActionCards({ hasBusiness, notifications, messages }: ActionCardsProps) {
  return (
    <section aria-label="Next actions" className="dashboard__actions">
      <Card className="action-card">
        <CardHeader>
          <span className="action-card__icon" aria-hidden="true">
            <Building2 />
          </span>
          <CardTitle>Complete Your Profile</CardTitle>
          <CardDescription>Tell us about your business, audience and goals so we can find complementary partners.</CardDescription>
        </CardHeader>
        <CardContent className="action-card__footer">
          <Button asChild variant="secondary" fullWidth>
            <Link to={pagePath('businessProfile')}>{hasBusiness ? 'View Business Profile' : 'Complete Profile'}</Link>
          </Button>
        </CardContent>
      </Card>
      <Card className="action-card">
        <CardHeader>
          <span className="action-card__icon" aria-hidden="true">
            <FilePlus2 />
          </span>
          <CardTitle>Create Marketing Request</CardTitle>
          <CardDescription>Describe the campaign you have in mind and we will match you with 2-3 local partners.</CardDescription>
        </CardHeader>
        <CardContent className="action-card__footer">
          <Button asChild variant="secondary" fullWidth>
            <Link to={pagePath('marketingRequest')}>Create Request</Link>
          </Button>
        </CardContent>
      </Card>
      <Card className="action-card">
        <CardHeader>
          <span className="action-card__icon" aria-hidden="true">
            <Inbox />
          </span>
          <CardTitle>Notifications &amp; Messages</CardTitle>
          <CardDescription>Updates on your matches and messages from our team.</CardDescription>
        </CardHeader>
        <CardContent className="action-card__footer">
          <dl className="action-card__counts">
            <div>
              <dt>Unread notifications</dt>
              <dd data-testid="unread-notifications">{notifications}</dd>
            </div>
            <div>
              <dt>Unread messages</dt>
              <dd data-testid="unread-messages">{messages}</dd>
            </div>
          </dl>
          <Button asChild variant="secondary" fullWidth>
            <Link to={`${pagePath('notifications')}?tab=messages`}>View All Messages</Link>
          </Button>
        </CardContent>
      </Card>
    </section>
  );
}
