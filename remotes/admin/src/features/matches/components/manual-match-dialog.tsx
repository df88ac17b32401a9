import { useState } from 'react';
import { ADMIN_TEXT, type AdminBusiness, MATCH_PRIORITIES, type PairScore } from '@comarketing/contracts';
import { Alert, AlertDescription, Button, Input, Select, Textarea, toast } from '@comarketing/ui';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@comarketing/ui/dialog';
import { FormField } from '@comarketing/ui/forms';
import { Calculator } from 'lucide-react';
import { useCreateManualMatchMutation, useScorePairMutation } from '../../../shared/admin-api';
import { BusinessPicker } from '../../../shared/business-picker';
import { AdminScore } from './admin-score';
import { failureText } from '../../../shared/failure-text';

const PRIORITY_LABELS = { high: 'High', medium: 'Medium', low: 'Low' } as const;

/**
 * A manual match (spec: Business A, Business B and a reason required, all distinct, B's options
 * exclude A; the create button waits for all three). 'Calculate Match Score' asks the matching
 * engine for this pair and shows its reasons and any rule that forbids the pair.
 */
export function ManualMatchDialog({ onClose }: { onClose: () => void }) {
  const [a, setA] = useState<AdminBusiness | null>(null);
  const [b, setB] = useState<AdminBusiness | null>(null);
  const [reason, setReason] = useState('');
  const [priority, setPriority] = useState<(typeof MATCH_PRIORITIES)[number]>('medium');
  const [score, setScore] = useState('85');
  const [calculated, setCalculated] = useState<PairScore | null>(null);
  const [calculate, { isLoading: calculating }] = useScorePairMutation();
  const [create, { isLoading: creating }] = useCreateManualMatchMutation();
  const ready = Boolean(a && b && reason.trim());
  const scoreValue = Number(score);
  const scoreValid = score.trim() !== '' && Number.isInteger(scoreValue) && scoreValue >= 0 && scoreValue <= 100;

  async function onCalculate() {
    if (!a || !b) return;
    try {
      const result = await calculate({ businessAId: a.id, businessBId: b.id }).unwrap();
      setCalculated(result);
      setScore(String(result.matchScore));
    } catch (error) {
      toast({ title: ADMIN_TEXT.creationFailed, description: failureText(error), variant: 'destructive' });
    }
  }

  async function onCreate() {
    if (!a || !b || !reason.trim()) {
      toast({ title: ADMIN_TEXT.missingInformation, description: ADMIN_TEXT.missingMatchFields, variant: 'destructive' });
      return;
    }
    try {
      const result = await create({ businessAId: a.id, businessBId: b.id, matchReason: reason.trim(), priority, matchScore: scoreValue }).unwrap();
      toast({ title: ADMIN_TEXT.matchCreated, description: result.message });
      onClose();
    } catch (error) {
      toast({ title: ADMIN_TEXT.creationFailed, description: failureText(error), variant: 'destructive' });
    }
  }

  const choose = (set: (business: AdminBusiness | null) => void) => (business: AdminBusiness | null) => {
    set(business);
    setCalculated(null);
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create manual match</DialogTitle>
          <DialogDescription>Both owners are notified and see the match with your reason.</DialogDescription>
        </DialogHeader>
        <div className="admin-form">
          <BusinessPicker label="Business A" value={a} onChange={choose(setA)} exclude={b ? [b.id] : []} />
          <BusinessPicker label="Business B" value={b} onChange={choose(setB)} exclude={a ? [a.id] : []} />
          <div>
            <Button type="button" variant="secondary" disabled={!a || !b || calculating} onClick={() => void onCalculate()}>
              <Calculator aria-hidden="true" /> {calculating ? 'Calculating...' : 'Calculate Match Score'}
            </Button>
          </div>
          {calculated ? (
            <Alert variant={calculated.blocked ? 'destructive' : undefined}>
              <AlertDescription>
                <span role="status">
                  The matching engine scores this pair <AdminScore score={calculated.matchScore} />.
                </span>
                {calculated.blocked ? <strong> {calculated.blocked}</strong> : null}
                {calculated.reasons.length ? (
                  <ul className="admin-reasons">
                    {calculated.reasons.map((text) => (
                      <li key={text}>{text}</li>
                    ))}
                  </ul>
                ) : null}
              </AlertDescription>
            </Alert>
          ) : null}
          <FormField label="Match reason" description="Shown to both owners as the first reason.">
            {(field) => <Textarea {...field} value={reason} onChange={(event) => setReason(event.target.value)} maxLength={500} rows={3} />}
          </FormField>
          <div className="admin-form__row">
            <FormField label="Priority">
              {(field) => <Select {...field} value={priority} onChange={(event) => setPriority(event.target.value as typeof priority)} options={MATCH_PRIORITIES.map((value) => ({ value, label: PRIORITY_LABELS[value] }))} />}
            </FormField>
            <FormField label="Match score (%)" error={scoreValid ? undefined : 'The score is 0 to 100'}>
              {(field) => <Input {...field} type="number" inputMode="numeric" min={0} max={100} value={score} onChange={(event) => setScore(event.target.value)} />}
            </FormField>
          </div>
        </div>
        <DialogFooter>
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="button" disabled={!ready || !scoreValid || creating || Boolean(calculated?.blocked)} onClick={() => void onCreate()}>
            {creating ? 'Creating...' : 'Create Match'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
