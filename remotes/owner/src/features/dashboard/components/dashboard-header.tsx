import { Link } from 'react-router-dom';
import { ArrowLeft, Bell, Plus } from 'lucide-react';
import { Button, CountBadge } from '@comarketing/ui';

export interface DashboardHeaderProps {
  firstName?: string;
  /** Unread notifications plus unread messages. */
  inboxUnread: number;
}

export function DashboardHeader({ firstName, inboxUnread }: DashboardHeaderProps) {
  return (
    <div className="dashboard-header">
      <div className="dashboard-header__intro">
        <Button asChild variant="ghost" size="sm" className="dashboard-header__back">
          <Link to="/">
            <ArrowLeft aria-hidden="true" />
            Back to Home
          </Link>
        </Button>
        <h1 className="dashboard-header__title">Dashboard</h1>
        <p className="dashboard-header__lead">
          {firstName ? `Welcome back, ${firstName}. ` : ''}Here is where your co-marketing stands.
        </p>
      </div>
      <div className="dashboard-header__actions">
        <Button asChild variant="secondary">
          <Link to="/notifications">
            <Bell aria-hidden="true" />
            Notifications
            <CountBadge inline count={inboxUnread} noun={['unread', 'unread']} />
          </Link>
        </Button>
        <Button asChild>
          <Link to="/co-marketing-request">
            <Plus aria-hidden="true" />
            New Marketing Request
          </Link>
        </Button>
      </div>
    </div>
  );
}
