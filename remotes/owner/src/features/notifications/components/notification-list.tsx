import { AlertTriangle, Bell, CheckCircle2, Handshake, Info, Megaphone } from 'lucide-react';
import { type Notification } from '@comarketing/contracts';
import { useMarkNotificationReadMutation } from '@comarketing/api';
import { Badge, EmptyState, SectionLoader } from '@comarketing/ui';
import { InboxItem } from './inbox-item';
import { InboxActionLink } from './inbox-action-link';
import { LoadFailed } from '../../../shared/load-failed';

const TYPE_ICONS = {
  match: Handshake,
  campaign: Megaphone,
  approval: CheckCircle2,
  alert: AlertTriangle,
  info: Info,
  other: Bell,
} as const;

export interface NotificationListProps {
  items: Notification[];
  loading: boolean;
  /** The list could not be loaded (and there is none from before): say so rather than show it empty. */
  failed: boolean;
  onRetry: () => void;
}

export function NotificationList({ items, loading, failed, onRetry }: NotificationListProps) {
  const [markRead] = useMarkNotificationReadMutation();
  if (loading) return <SectionLoader label="Loading notifications..." />;
  if (failed) return <LoadFailed what="notifications" onRetry={onRetry} />;
  if (items.length === 0) {
    return <EmptyState icon={<Bell aria-hidden="true" />} title="No notifications yet" description="We will let you know here when something needs your attention." />;
  }
  return (
    <ul className="inbox-list" aria-label="Notifications">
      {items.map((n) => {
        const Icon = TYPE_ICONS[n.type] ?? Bell;
        const markThisRead = () => {
          if (!n.isRead) void markRead(n.id);
        };
        return (
          <InboxItem
            key={n.id}
            isRead={n.isRead}
            icon={<Icon />}
            title={n.title}
            body={n.message}
            createdAt={n.createdAt}
            meta={
              n.priority === 'high' || n.priority === 'urgent' ? (
                <Badge variant={n.priority === 'urgent' ? 'destructive' : 'outline'}>{n.priority === 'urgent' ? 'Urgent' : 'High priority'}</Badge>
              ) : null
            }
            action={n.actionUrl ? <InboxActionLink url={n.actionUrl} text={n.actionText} onFollow={markThisRead} /> : null}
            onMarkRead={markThisRead}
          />
        );
      })}
    </ul>
  );
}
