import { useState } from 'react';
import { serverMessage } from '@comarketing/api';
import { ADMIN_TEXT, type AdminBusiness } from '@comarketing/contracts';
import { Alert, AlertDescription, Button, Input, Textarea, toast } from '@comarketing/ui';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@comarketing/ui/dialog';
import { FormField } from '@comarketing/ui/forms';
import { useCreateGroupMutation } from '../../../shared/admin-api';
import { BusinessPicker } from '../../../shared/business-picker';

const SLOTS = ['Business A', 'Business B', 'Business C (optional)', 'Business D (optional)'] as const;

/**
 * A group partnership (spec: name required; A and B required; C and D optional; each business's
 * options exclude those chosen before it). The server checks the same and that all exist.
 */
export function GroupFormDialog({ onClose }: { onClose: () => void }) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [notes, setNotes] = useState('');
  const [members, setMembers] = useState<(AdminBusiness | null)[]>([null, null, null, null]);
  const [problem, setProblem] = useState<string | null>(null);
  const [create, { isLoading }] = useCreateGroupMutation();

  const setMember = (index: number) => (business: AdminBusiness | null) => setMembers((current) => current.map((m, i) => (i === index ? business : m)));

  async function onSubmit() {
    if (!name.trim()) return setProblem(ADMIN_TEXT.groupNameRequired);
    if (!members[0] || !members[1]) return setProblem(ADMIN_TEXT.groupMembersRequired);
    const ids = members.filter((m): m is AdminBusiness => m !== null).map((m) => m.id);
    if (new Set(ids).size !== ids.length) return setProblem(ADMIN_TEXT.duplicateSelection);
    setProblem(null);
    try {
      const result = await create({ name: name.trim(), description: description.trim() || undefined, memberBusinessIds: ids, adminNotes: notes.trim() || undefined }).unwrap();
      toast({ title: ADMIN_TEXT.groupCreated, description: result.message });
      onClose();
    } catch (error) {
      toast({ title: ADMIN_TEXT.groupErrorTitle, description: serverMessage(error) ?? ADMIN_TEXT.groupFailed, variant: 'destructive' });
    }
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create group partnership</DialogTitle>
          <DialogDescription>Two to four businesses for one joint campaign; every owner is notified.</DialogDescription>
        </DialogHeader>
        <form
          className="admin-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void onSubmit();
          }}
        >
          {problem ? (
            <Alert variant="destructive">
              <AlertDescription>{problem}</AlertDescription>
            </Alert>
          ) : null}
          <FormField label="Partnership name">
            {(field) => <Input {...field} value={name} onChange={(event) => setName(event.target.value)} maxLength={120} />}
          </FormField>
          <FormField label="Description">
            {(field) => <Textarea {...field} value={description} onChange={(event) => setDescription(event.target.value)} maxLength={1000} rows={2} />}
          </FormField>
          {SLOTS.map((label, index) => (
            <BusinessPicker
              key={label}
              label={label}
              value={members[index]}
              onChange={setMember(index)}
              exclude={members.filter((m, i) => m !== null && i < index).map((m) => m!.id)}
            />
          ))}
          <FormField label="Admin notes" description="Seen by staff only.">
            {(field) => <Textarea {...field} value={notes} onChange={(event) => setNotes(event.target.value)} maxLength={1000} rows={2} />}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={isLoading}>
              {isLoading ? 'Creating...' : 'Create Group Partnership'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
