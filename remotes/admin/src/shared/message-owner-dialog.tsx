import { useState } from 'react';
import { CONVERSATION_LIMITS, CONVERSATION_TEXT, STAFF_MESSAGE_PRIORITIES, staffMessageRequestSchema } from '@comarketing/contracts';
import { Button, Input, Select, Textarea, toast } from '@comarketing/ui';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@comarketing/ui/dialog';
import { FormField } from '@comarketing/ui/forms';
import { useSendStaffMessageMutation } from './admin-api';
import { failureText } from './failure-text';

const PRIORITY_LABELS = { low: 'Low', normal: 'Normal', high: 'High' } as const;

/** Staff write to one owner (subject, message, priority): it reaches their Messages tab, and they can answer. */
export function MessageOwnerDialog({ owner, onClose }: { owner: { id: string; label: string }; onClose: () => void }) {
  const [send, { isLoading }] = useSendStaffMessageMutation();
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [priority, setPriority] = useState<(typeof STAFF_MESSAGE_PRIORITIES)[number]>('normal');
  const [errors, setErrors] = useState<{ subject?: string; body?: string }>({});

  async function submit() {
    const parsed = staffMessageRequestSchema.safeParse({ userId: owner.id, subject, body, priority });
    if (!parsed.success) {
      const found = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message]));
      setErrors({ subject: found.subject, body: found.body });
      return;
    }
    try {
      await send(parsed.data).unwrap();
      toast({ title: CONVERSATION_TEXT.messageSent, description: `${owner.label} has it in their messages; their answers appear under Support.` });
      onClose();
    } catch (error) {
      toast({ title: 'Send Failed', description: failureText(error), variant: 'destructive' });
    }
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Message {owner.label}</DialogTitle>
          <DialogDescription>It appears in their Messages tab; they can answer it there.</DialogDescription>
        </DialogHeader>
        <form
          className="admin-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <FormField label="Subject" required error={errors.subject}>
            {(field) => <Input {...field} value={subject} onChange={(event) => setSubject(event.target.value)} maxLength={CONVERSATION_LIMITS.subjectMax} autoComplete="off" />}
          </FormField>
          <FormField label="Message" required error={errors.body}>
            {(field) => <Textarea {...field} value={body} onChange={(event) => setBody(event.target.value)} rows={5} maxLength={CONVERSATION_LIMITS.bodyMax} />}
          </FormField>
          <FormField label="Priority">
            {(field) => <Select {...field} value={priority} onChange={(event) => setPriority(event.target.value as typeof priority)} options={STAFF_MESSAGE_PRIORITIES.map((value) => ({ value, label: PRIORITY_LABELS[value] }))} />}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={isLoading}>
              {isLoading ? 'Sending...' : 'Send message'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
