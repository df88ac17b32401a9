import { Bell, Mail } from 'lucide-react';
import { Card } from '@comarketing/ui';

export interface InboxCountCardsProps {
  notificationsUnread: number;
  notificationsTotal: number;
  messagesUnread: number;
  messagesTotal: number;
}

export function InboxCountCards({ notificationsUnread, notificationsTotal, messagesUnread, messagesTotal }: InboxCountCardsProps) {
  return (
    <section aria-label="Unread counts" className="inbox__counts">
      <Card className="inbox-count">
        <span className="inbox-count__icon" aria-hidden="true">
          <Bell />
        </span>
        <div>
          <h2 className="inbox-count__label">Unread notifications</h2>
          <p className="inbox-count__value" data-testid="count-notifications">
            {notificationsUnread}
          </p>
          <p className="inbox-count__note">{notificationsTotal} in total</p>
        </div>
      </Card>
      <Card className="inbox-count">
        <span className="inbox-count__icon" aria-hidden="true">
          <Mail />
        </span>
        <div>
          <h2 className="inbox-count__label">Unread messages</h2>
          <p className="inbox-count__value" data-testid="count-messages">
            {messagesUnread}
          </p>
          <p className="inbox-count__note">{messagesTotal} in total</p>
        </div>
      </Card>
    </section>
  );
}
