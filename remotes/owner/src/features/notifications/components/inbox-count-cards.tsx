import { Bell, Mail } from 'lucide-react';
import { Card } from '@comarketing/ui';

export interface InboxCountCardsProps {
  notificationsUnread: number;
  notificationsTotal: number;
  messagesUnread: number;
  messagesTotal: number;
  /** A list that could not be loaded has no count: a dash, never a made-up 0. */
  notificationsFailed?: boolean;
  messagesFailed?: boolean;
}

const NOT_LOADED = { value: '—', note: 'Could not be loaded' };

export function InboxCountCards({ notificationsUnread, notificationsTotal, messagesUnread, messagesTotal, notificationsFailed = false, messagesFailed = false }: InboxCountCardsProps) {
  const notifications = notificationsFailed ? NOT_LOADED : { value: String(notificationsUnread), note: `${notificationsTotal} in total` };
  const messages = messagesFailed ? NOT_LOADED : { value: String(messagesUnread), note: `${messagesTotal} in total` };
  return (
    <section aria-label="Unread counts" className="inbox__counts">
      <Card className="inbox-count">
        <span className="inbox-count__icon" aria-hidden="true">
          <Bell />
        </span>
        <div>
          <h2 className="inbox-count__label">Unread notifications</h2>
          <p className="inbox-count__value" data-testid="count-notifications">
            {notifications.value}
          </p>
          <p className="inbox-count__note">{notifications.note}</p>
        </div>
      </Card>
      <Card className="inbox-count">
        <span className="inbox-count__icon" aria-hidden="true">
          <Mail />
        </span>
        <div>
          <h2 className="inbox-count__label">Unread messages</h2>
          <p className="inbox-count__value" data-testid="count-messages">
            {messages.value}
          </p>
          <p className="inbox-count__note">{messages.note}</p>
        </div>
      </Card>
    </section>
  );
}
