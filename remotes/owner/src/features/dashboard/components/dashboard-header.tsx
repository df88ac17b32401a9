import { Link } from 'react-router-dom';
import { Bell, Plus } from 'lucide-react';
import { Button, CountBadge } from '@comarketing/ui';
import { pagePath } from '@comarketing/platform-registry';
import { BackLink } from '../../../shared/back-link';

export interface DashboardHeaderProps {
  firstName?: string;
  /** Unread notifications plus unread messages. */
  inboxUnread: number;
}

export function DashboardHeader({ firstName, inboxUnread }: DashboardHeaderProps) {
  return (
    <div className="cm-page-header">
      <div className="cm-page-intro">
        <BackLink to={pagePath('welcome')}>Back to Home</BackLink>
        <h1 className="cm-page-title">Dashboard</h1>
        <p className="cm-page-lead">
          {firstName ? `Welcome back, ${firstName}. ` : ''}Here is where your co-marketing stands.
        </p>
      </div>
      <div className="dashboard-header__actions">
        <Button asChild variant="secondary">
          <Link to={pagePath('notifications')}>
            <Bell aria-hidden="true" />
            Notifications
            <CountBadge inline count={inboxUnread} noun={['unread', 'unread']} />
          </Link>
        </Button>
        <Button asChild>
          <Link to={pagePath('marketingRequest')}>
            <Plus aria-hidden="true" />
            New Marketing Request
          </Link>
        </Button>
      </div>
    </div>
  );
}
