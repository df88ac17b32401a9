import { useState } from 'react';
import { errorText, serverMessage, useGetMessageThreadQuery, useReplyToMessageMutation } from '@comarketing/api';
import { CONVERSATION_LIMITS, CONVERSATION_TEXT } from '@comarketing/contracts';
import { Button, RelativeTime, SectionLoader, Textarea, toast } from '@comarketing/ui';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@comarketing/ui/dialog';
import { FormField } from '@comarketing/ui/forms';

const failure = (error: unknown) => serverMessage(error) ?? errorText(error, { mutation: true });

/** The conversation behind a message from the team: every entry, oldest first, and a reply box. */
export function MessageThreadDialog({ messageId, onClose }: { messageId: string; onClose: () => void }) {
  const thread = useGetMessageThreadQuery(messageId);
  const [reply, { isLoading: sending }] = useReplyToMessageMutation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function send() {
    if (!text.trim()) {
      setError(CONVERSATION_TEXT.replyRequired);
      return;
    }
    setError(undefined);
    try {
      await reply({ messageId, body: text }).unwrap();
      setText('');
      toast({ title: CONVERSATION_TEXT.replySent, description: 'The team will answer here and in your messages.' });
    } catch (caught) {
      toast({ title: 'Reply Failed', description: failure(caught), variant: 'destructive' });
    }
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{thread.data?.subject ?? 'Conversation'}</DialogTitle>
          <DialogDescription>Your conversation with the {CONVERSATION_TEXT.teamName}.</DialogDescription>
        </DialogHeader>
        {thread.isLoading ? <SectionLoader label="Loading the conversation..." /> : null}
        {thread.error ? <p role="alert">{failure(thread.error)}</p> : null}
        {thread.data ? (
          <ol className="thread" aria-label="Messages in this conversation">
            {thread.data.entries.map((entry) => (
              <li key={entry.id} className={entry.author === 'owner' ? 'thread__entry thread__entry--mine' : 'thread__entry'}>
                <span className="thread__author">{entry.author === 'owner' ? 'You' : entry.authorName}</span>
                <RelativeTime value={entry.createdAt} className="thread__time" />
                <p className="thread__body">{entry.body}</p>
              </li>
            ))}
          </ol>
        ) : null}
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <FormField label="Your reply" error={error}>
            {(field) => <Textarea {...field} value={text} onChange={(event) => setText(event.target.value)} rows={3} maxLength={CONVERSATION_LIMITS.bodyMax} />}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={onClose}>
              Close
            </Button>
            <Button type="submit" disabled={sending || !thread.data}>
              {sending ? 'Sending...' : 'Send reply'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
