import { useState } from 'react';
import { Headset, Mail, MessagesSquare, ShieldCheck, Store } from 'lucide-react';
import { type Message } from '@comarketing/contracts';
import { useMarkMessageReadMutation } from '@comarketing/api';
import { Badge, Button, EmptyState, SectionLoader } from '@comarketing/ui';
import { InboxItem } from './inbox-item';
import { MessageThreadDialog } from './message-thread-dialog';
import { LoadFailed } from '../../../shared/load-failed';

const SENDERS = {
  admin: { label: 'Admin', Icon: ShieldCheck },
  support: { label: 'Support', Icon: Headset },
  partner: { label: 'Partner', Icon: Store },
  other: { label: 'Message', Icon: Mail },
} as const;

export interface MessageListProps {
  items: Message[];
  loading: boolean;
  /** The list could not be loaded (and there is none from before): say so rather than show it empty. */
  failed: boolean;
  onRetry: () => void;
}

export function MessageList({ items, loading, failed, onRetry }: MessageListProps) {
  const [markRead] = useMarkMessageReadMutation();
  const [open, setOpen] = useState<string | null>(null);
  if (loading) return <SectionLoader label="Loading messages..." />;
  if (failed) return <LoadFailed what="messages" onRetry={onRetry} />;
  if (items.length === 0) {
    return <EmptyState icon={<Mail aria-hidden="true" />} title="No messages yet" description="Messages from our team and your partners will appear here." />;
  }
  return (
    <>
      <ul className="inbox-list" aria-label="Messages">
        {items.map((m) => {
          const sender = SENDERS[m.fromType] ?? SENDERS.other;
          return (
            <InboxItem
              key={m.id}
              isRead={m.isRead}
              icon={<sender.Icon />}
              title={m.subject}
              body={m.content}
              createdAt={m.createdAt}
              meta={
                <span className="inbox-item__sender">
                  From {m.fromName} <Badge variant="secondary">{sender.label}</Badge>
                </span>
              }
              onMarkRead={() => {
                if (!m.isRead) void markRead(m.id);
              }}
              action={
                m.threadId ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => {
                      if (!m.isRead) void markRead(m.id);
                      setOpen(m.id);
                    }}
                    aria-label={`Reply to ${m.subject}`}
                  >
                    <MessagesSquare aria-hidden="true" /> Reply
                  </Button>
                ) : undefined
              }
            />
          );
        })}
      </ul>
      {open ? <MessageThreadDialog messageId={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
