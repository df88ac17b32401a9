import { useState } from 'react';
import { CONVERSATION_LIMITS, CONVERSATION_TEXT, type Conversation } from '@comarketing/contracts';
import { Badge, Button, EmptyState, RelativeTime, SectionLoader, Select, Textarea, toast } from '@comarketing/ui';
import { FormField } from '@comarketing/ui/forms';
import { MessagesSquare } from 'lucide-react';
import { useAdminConversationQuery, useAdminConversationsQuery, useReplyToConversationMutation, useSetConversationStatusMutation } from '../../../shared/admin-api';
import { LoadFailed } from '../../../shared/list-chrome';
import { failureText } from '../../../shared/failure-text';
import { useStaffLiveUpdates } from '../hooks/use-staff-live-updates';

type StatusFilter = 'open' | 'closed' | 'all';
const FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
  { value: 'all', label: 'All' },
];
/** Owners' lines arrive by the live stream; polling is the fallback when it is not there. */
const REFRESH_MS = 15_000;
const ownerOf = (c: Conversation) => c.owner.email ?? 'An owner';

function Thread({ id }: { id: string }) {
  const thread = useAdminConversationQuery(id, { pollingInterval: REFRESH_MS, skipPollingIfUnfocused: true });
  const [reply, { isLoading: sending }] = useReplyToConversationMutation();
  const [setStatus, { isLoading: changing }] = useSetConversationStatusMutation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  if (thread.isLoading) return <SectionLoader />;
  if (thread.error || !thread.data) return <LoadFailed what="the conversation" reason={failureText(thread.error)} onRetry={() => void thread.refetch()} />;
  const t = thread.data;

  async function send() {
    if (!text.trim()) {
      setError(CONVERSATION_TEXT.replyRequired);
      return;
    }
    setError(undefined);
    try {
      await reply({ id, body: text }).unwrap();
      setText('');
      toast({ title: CONVERSATION_TEXT.replySent, description: `${ownerOf(t)} has it in their messages.` });
    } catch (caught) {
      toast({ title: 'Send Failed', description: failureText(caught), variant: 'destructive' });
    }
  }

  return (
    <section className="admin-thread" aria-labelledby="admin-thread-title">
      <div className="admin-thread__head">
        <h3 id="admin-thread-title" className="admin-form__title">
          {t.subject}
        </h3>
        <Badge variant={t.status === 'open' ? 'success' : 'secondary'}>{t.status === 'open' ? 'Open' : 'Closed'}</Badge>
        <Button size="sm" variant="secondary" disabled={changing} onClick={() => void setStatus({ id, status: t.status === 'open' ? 'closed' : 'open' })}>
          {t.status === 'open' ? 'Close conversation' : 'Reopen'}
        </Button>
      </div>
      <p className="admin-table__sub">With {ownerOf(t)}</p>
      <ol className="admin-thread__entries" aria-label="Messages in this conversation">
        {t.entries.map((entry) => (
          <li key={entry.id} className={entry.author === 'staff' ? 'admin-thread__entry admin-thread__entry--staff' : 'admin-thread__entry'}>
            <strong>{entry.author === 'staff' ? 'Team' : entry.authorName}</strong> <RelativeTime value={entry.createdAt} />
            <p>{entry.body}</p>
          </li>
        ))}
      </ol>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <FormField label="Reply" error={error}>
          {(field) => <Textarea {...field} value={text} onChange={(event) => setText(event.target.value)} rows={3} maxLength={CONVERSATION_LIMITS.bodyMax} />}
        </FormField>
        <Button type="submit" disabled={sending}>
          {sending ? 'Sending...' : 'Send reply'}
        </Button>
      </form>
    </section>
  );
}

/**
 * The Support view: conversations with owners (a staff message they answered, or a live chat they
 * opened), newest activity first, updated within a second of an owner writing, with how many owner messages are unread; open one to read, answer, close.
 */
export function SupportTab() {
  const [status, setStatus] = useState<StatusFilter>('open');
  const [chosen, setChosen] = useState<string | null>(null);
  useStaffLiveUpdates();
  const list = useAdminConversationsQuery({ status, pageSize: 50 }, { pollingInterval: REFRESH_MS, skipPollingIfUnfocused: true });
  return (
    <section aria-labelledby="admin-support-title" className="admin-section">
      <h2 id="admin-support-title" className="admin-section__title">
        Support conversations
      </h2>
      <div className="admin-toolbar">
        <Select aria-label="Show conversations" value={status} onChange={(event) => setStatus(event.target.value as StatusFilter)} options={FILTERS} />
      </div>
      {list.isLoading ? <SectionLoader /> : null}
      {list.error ? <LoadFailed what="conversations" reason={failureText(list.error)} onRetry={() => void list.refetch()} /> : null}
      {list.data && list.data.total === 0 ? <EmptyState icon={<MessagesSquare />} title="No conversations" description="Owners' live chats and their answers to your messages appear here." /> : null}
      {list.data && list.data.total > 0 ? (
        <div className="admin-support">
          <ul className="admin-support__list" aria-label="Conversations">
            {list.data.rows.map((c) => (
              <li key={c.id}>
                <button type="button" className={c.id === chosen ? 'admin-support__item admin-support__item--chosen' : 'admin-support__item'} aria-current={c.id === chosen ? 'true' : undefined} onClick={() => setChosen(c.id)}>
                  <span className="admin-support__subject">{c.subject}</span>
                  <span className="admin-table__sub">
                    {ownerOf(c)} · <RelativeTime value={c.lastMessageAt} />
                  </span>
                  {/* The open thread is being read: its count is stale until the list refetches. */}
                  {c.staffUnread && c.id !== chosen ? <Badge variant="destructive">{c.staffUnread} new</Badge> : null}
                </button>
              </li>
            ))}
          </ul>
          {chosen ? <Thread key={chosen} id={chosen} /> : <p className="admin-support__hint">Choose a conversation to read and answer it.</p>}
        </div>
      ) : null}
    </section>
  );
}
