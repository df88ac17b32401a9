import { useState } from 'react';
import {
  ADMIN_COMMUNICATION_TEXT,
  ADMIN_NOTIFICATION_PRIORITIES,
  ADMIN_NOTIFICATION_TYPES,
  type AdminNotificationPriority,
  type AdminNotificationType,
  type Communication,
  COMMUNICATION_LIMITS,
} from '@comarketing/contracts';
import { Badge, Button, EmptyState, Input, Pager, RadioGroup, SectionLoader, Select, Textarea, toast } from '@comarketing/ui';
import { FormField } from '@comarketing/ui/forms';
import { Megaphone } from 'lucide-react';
import { useAdminCommunicationsQuery, useSendAdminNotificationMutation } from '../../../shared/admin-api';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { LoadFailed } from '../../../shared/list-chrome';
import { type ChosenUser, UserChooser } from './user-chooser';
import { MessageOwnerDialog } from '../../../shared/message-owner-dialog';
import { failureText } from '../../../shared/failure-text';
import { AdminTable } from '../../../shared/admin-table';

const TYPE_LABELS: Record<AdminNotificationType, string> = { info: 'Info', warning: 'Warning', success: 'Success', error: 'Error' };
const PRIORITY_LABELS: Record<AdminNotificationPriority, string> = { low: 'Low', normal: 'Normal', high: 'High' };
const PAGE_SIZE = 10;
const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
const percent = (part: number, whole: number) => (whole === 0 ? '-' : `${Math.round((part / whole) * 1000) / 10}%`);

/** What was sent, with the delivery and read figures the notification service counts (never placeholders). */
function SentList() {
  const [page, setPage] = useState(1);
  const list = useAdminCommunicationsQuery({ page, pageSize: PAGE_SIZE });
  const sending = list.data?.rows.some((c) => c.status === 'sending') ?? false;
  // While a send is being delivered its figures move: asked again every few seconds until it is done.
  useAdminCommunicationsQuery({ page, pageSize: PAGE_SIZE }, { pollingInterval: sending ? 2000 : 0, skip: !sending });
  if (list.isLoading) return <SectionLoader />;
  if (list.error) return <LoadFailed what="what was sent" reason={failureText(list.error)} onRetry={() => void list.refetch()} />;
  if (!list.data || list.data.total === 0) return <EmptyState icon={<Megaphone />} title="Nothing sent yet" description="Notifications you send appear here with how many were delivered and read." />;
  return (
    <>
      <AdminTable caption="Notifications sent, newest first, with delivery and read figures">
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">To</th>
            <th scope="col">Type</th>
            <th scope="col">Status</th>
            <th scope="col">Delivered</th>
            <th scope="col">Read</th>
            <th scope="col">Sent</th>
          </tr>
        </thead>
        <tbody>
          {list.data.rows.map((c: Communication) => (
            <tr key={c.id}>
              <th scope="row">
                {c.title}
                <span className="admin-table__sub">{PRIORITY_LABELS[c.priority]} priority</span>
              </th>
              <td>{c.audience === 'all' ? 'Everyone' : `${c.chosen} ${c.chosen === 1 ? 'user' : 'users'}`}</td>
              <td>{TYPE_LABELS[c.type]}</td>
              <td>
                <Badge variant={c.status === 'delivered' ? 'success' : 'outline'}>{c.status === 'delivered' ? 'Delivered' : 'Sending...'}</Badge>
              </td>
              <td>{c.delivered.toLocaleString('en-GB')}</td>
              <td>
                {c.read.toLocaleString('en-GB')} <span className="admin-table__sub">{percent(c.read, c.delivered)}</span>
              </td>
              <td>
                {when(c.createdAt)}
                <span className="admin-table__sub">{c.sentBy}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </AdminTable>
      <Pager page={page} pageSize={PAGE_SIZE} total={list.data.total} noun="sends" onPage={setPage} />
    </>
  );
}

/**
 * The communications tab: a notification to chosen users or to everyone (the spec's title,
 * message, type and priority, its validation texts and toasts), and what was sent with real
 * delivery and read figures. Sending to everyone asks first.
 */
/** A message to one owner (subject, body, priority): their Messages tab, and an answer they can give. */
function WriteMessage() {
  const [to, setTo] = useState<ChosenUser[]>([]);
  const [writing, setWriting] = useState(false);
  const owner = to[0];
  return (
    <section className="admin-form admin-card" aria-labelledby="admin-write-message-title">
      <h3 id="admin-write-message-title" className="admin-form__title">
        Write a message
      </h3>
      <p className="admin-table__sub">Unlike a notification, a message starts a conversation: the owner can answer it, and the answer appears under Support.</p>
      <UserChooser legend="To" chosen={to} onChange={setTo} single />
      <div>
        <Button type="button" disabled={!owner} onClick={() => setWriting(true)}>
          {owner ? `Write to ${owner.label}` : 'Choose whom to write to'}
        </Button>
      </div>
      {writing && owner ? (
<MessageOwnerDialog owner={owner} onClose={() => setWriting(false)} />
      ) : null}
    </section>
  );
}

export function CommunicationsTab() {
  const [audience, setAudience] = useState<'users' | 'all'>('users');
  const [chosen, setChosen] = useState<ChosenUser[]>([]);
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [type, setType] = useState<AdminNotificationType>('info');
  const [priority, setPriority] = useState<AdminNotificationPriority>('normal');
  const [confirming, setConfirming] = useState(false);
  const [send, { isLoading: sending }] = useSendAdminNotificationMutation();

  function check(): boolean {
    if (!title.trim() || !message.trim()) {
      toast({ title: ADMIN_COMMUNICATION_TEXT.missingInformation, description: ADMIN_COMMUNICATION_TEXT.titleAndMessageRequired, variant: 'destructive' });
      return false;
    }
    if (audience === 'users' && chosen.length === 0) {
      toast({ title: ADMIN_COMMUNICATION_TEXT.noUsersSelectedTitle, description: ADMIN_COMMUNICATION_TEXT.noUsersSelected, variant: 'destructive' });
      return false;
    }
    return true;
  }

  async function submit() {
    setConfirming(false);
    try {
      const body = audience === 'all' ? { broadcast: true } : { userIds: chosen.map((user) => user.id) };
      const answer = await send({ ...body, title, message, type, priority }).unwrap();
      toast({ title: answer.message, description: audience === 'all' ? 'Every user gets it in their notifications within seconds.' : `"${title}" is in their notifications.` });
      setTitle('');
      setMessage('');
      setChosen([]);
    } catch (error) {
      toast({ title: ADMIN_COMMUNICATION_TEXT.sendFailed, description: failureText(error), variant: 'destructive' });
    }
  }

  return (
    <section aria-labelledby="admin-communications-title" className="admin-section">
      <h2 id="admin-communications-title" className="admin-section__title">
        Communications
      </h2>
      <form
        className="admin-form admin-card"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!check()) return;
          if (audience === 'all') setConfirming(true);
          else void submit();
        }}
      >
        <h3 className="admin-form__title">Send a notification</h3>
        <RadioGroup
          legend="Send to"
          name="audience"
          value={audience}
          onChange={setAudience}
          options={[
            { value: 'users', label: 'Chosen users' },
            { value: 'all', label: 'Everyone (broadcast)' },
          ]}
        />
        {audience === 'users' ? <UserChooser chosen={chosen} onChange={setChosen} /> : null}
        <FormField label="Title" required>
          {(field) => <Input {...field} value={title} onChange={(event) => setTitle(event.target.value)} maxLength={COMMUNICATION_LIMITS.titleMax} autoComplete="off" />}
        </FormField>
        <FormField label="Message" required>
          {(field) => <Textarea {...field} value={message} onChange={(event) => setMessage(event.target.value)} maxLength={COMMUNICATION_LIMITS.messageMax} rows={4} />}
        </FormField>
        <div className="admin-form__row">
          <FormField label="Type">
            {(field) => <Select {...field} value={type} onChange={(event) => setType(event.target.value as AdminNotificationType)} options={ADMIN_NOTIFICATION_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }))} />}
          </FormField>
          <FormField label="Priority">
            {(field) => (
              <Select {...field} value={priority} onChange={(event) => setPriority(event.target.value as AdminNotificationPriority)} options={ADMIN_NOTIFICATION_PRIORITIES.map((value) => ({ value, label: PRIORITY_LABELS[value] }))} />
            )}
          </FormField>
        </div>
        <div>
          <Button type="submit" disabled={sending}>
            {sending ? 'Sending...' : audience === 'all' ? 'Send to everyone' : 'Send notification'}
          </Button>
        </div>
      </form>
      <WriteMessage />
      <h3 className="admin-section__subtitle">Sent</h3>
      <SentList />
      {confirming ? (
        <ConfirmDialog title="Send to everyone?" confirm="Send to everyone" busy={sending} onConfirm={() => void submit()} onCancel={() => setConfirming(false)}>
          &quot;{title}&quot; goes to every user&apos;s notifications. This cannot be taken back.
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
