import '../notifications.css';
import { CheckCheck } from 'lucide-react';
import { useGetMessagesQuery, useGetNotificationsQuery, useGetPartnerMatchesQuery } from '@comarketing/api';
import { Button, CountBadge, Tabs } from '@comarketing/ui';
import { pagePath } from '@comarketing/platform-registry';
import { useInboxTab } from '../hooks/use-inbox-tab';
import { useMarkAllRead } from '../hooks/use-mark-all-read';
import { InboxCountCards } from './inbox-count-cards';
import { NotificationList } from './notification-list';
import { MessageList } from './message-list';
import { PartnerMatchList } from './partner-match-list';
import { BackLink } from '../../../shared/back-link';

/** Notifications & Messages: notifications, messages and partner matches; counts; mark one or all as read. */
export function NotificationsPage() {
  const [tab, setTab] = useInboxTab();
  const notifications = useGetNotificationsQuery();
  const messages = useGetMessagesQuery();
  const notificationItems = notifications.data ?? [];
  const messageItems = messages.data ?? [];
  const unreadNotifications = notificationItems.filter((n) => !n.isRead).length;
  const unreadMessages = messageItems.filter((m) => !m.isRead).length;
  const matches = useGetPartnerMatchesQuery();
  const matchItems = matches.data ?? [];
  const newMatches = matchItems.filter((m) => !m.isViewed).length;
  // A failed list with nothing from before says so; one that fails again behind shown items stays shown.
  const notificationsFailed = notifications.isError && !notifications.data;
  const messagesFailed = messages.isError && !messages.data;
  const matchesFailed = matches.isError && !matches.data;
  const { markAllRead, pending } = useMarkAllRead(tab === 'messages' ? 'messages' : 'notifications');
  // Mark All Read is about notifications or messages: nothing to do on the matches tab.
  const unreadInTab = tab === 'messages' ? unreadMessages : tab === 'matches' ? 0 : unreadNotifications;

  return (
    <div className="inbox cm-container">
      <div className="cm-page-intro">
        <BackLink to={pagePath('dashboard')}>Back to Dashboard</BackLink>
        <h1 className="cm-page-title">Notifications &amp; Messages</h1>
        <p className="cm-page-lead">Updates about your account and partnerships, and messages from our team.</p>
      </div>

      <InboxCountCards
        notificationsUnread={unreadNotifications}
        notificationsTotal={notificationItems.length}
        messagesUnread={unreadMessages}
        messagesTotal={messageItems.length}
        notificationsFailed={notificationsFailed}
        messagesFailed={messagesFailed}
      />

      <Tabs
        label="Inbox"
        value={tab}
        onValueChange={setTab}
        className="inbox__tabs"
        actions={
          <Button variant="secondary" disabled={unreadInTab === 0 || pending} onClick={() => void markAllRead()}>
            <CheckCheck aria-hidden="true" />
            Mark All Read
          </Button>
        }
        tabs={[
          {
            value: 'notifications',
            label: (
              <>
                Notifications
                <CountBadge inline count={unreadNotifications} noun={['unread', 'unread']} />
              </>
            ),
            content: <NotificationList items={notificationItems} loading={notifications.isLoading} failed={notificationsFailed} onRetry={() => void notifications.refetch()} />,
          },
          {
            value: 'messages',
            label: (
              <>
                Messages
                <CountBadge inline count={unreadMessages} noun={['unread', 'unread']} />
              </>
            ),
            content: <MessageList items={messageItems} loading={messages.isLoading} failed={messagesFailed} onRetry={() => void messages.refetch()} />,
          },
          {
            value: 'matches',
            label: (
              <>
                Partner Matches
                <CountBadge inline count={newMatches} noun={['new', 'new']} />
              </>
            ),
            content: <PartnerMatchList items={matchItems} loading={matches.isLoading} failed={matchesFailed} onRetry={() => void matches.refetch()} />,
          },
        ]}
      />
    </div>
  );
}
