import { useState, type FormEvent, type ReactNode } from 'react';
import {
  type Campaign,
  campaignCommitmentsSchema,
  campaignOutcomeSchema,
  campaignPlanSchema,
  campaignResultsSchema,
  CAMPAIGN_RESULT_LIMITS,
  CAMPAIGN_STATUS_LABELS,
  CAMPAIGN_TEXT,
  type EndCampaign,
  endCampaignSchema,
  formerPartnersLeftNote,
  redeemVoucherSchema,
} from '@comarketing/contracts';
import { serverMessage } from '@comarketing/api';
import { Badge, Button, Input, Select, Textarea, toast } from '@comarketing/ui';
import { ConfirmDialog, Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@comarketing/ui/dialog';
import { FormField } from '@comarketing/ui/forms';
import { type z } from 'zod';
import {
  useConfirmCampaignMutation,
  useEndCampaignMutation,
  useRecordCampaignResultsMutation,
  useRedeemVoucherMutation,
  useSetCampaignCommitmentsMutation,
  useSetCampaignPlanMutation,
  useWriteOutcomeNoteMutation,
} from '../api/campaigns.api';
import { formatPounds } from '../../../shared/figure-format';
import { endEarlyConsequence, formatDates, partnerNames } from '../lib/campaign-format';

type Outcome = { error?: unknown };

/** Parses with the contract's schema; on failure says why and answers undefined. */
function parsed<S extends z.ZodTypeAny>(schema: S, value: unknown): z.infer<S> | undefined {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  toast({ variant: 'destructive', title: 'Please check the form', description: result.error.issues[0]?.message ?? 'Some values are not valid.' });
  return undefined;
}

/** Runs a change and reports it with a toast. */
async function report(run: Promise<Outcome>, done: string): Promise<boolean> {
  const result = await run;
  if (result.error) {
    toast({ variant: 'destructive', title: 'That did not work', description: serverMessage(result.error) ?? 'Please try again in a moment.' });
    return false;
  }
  toast({ title: done });
  return true;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="campaign-detail__section" aria-label={title}>
      <h3>{title}</h3>
      {children}
    </section>
  );
}

function PlanForm({ campaign }: { campaign: Campaign }) {
  const [setPlan, { isLoading }] = useSetCampaignPlanMutation();
  const [budget, setBudget] = useState(String(campaign.budget));
  const [split, setSplit] = useState<Campaign['budgetSplit']>(campaign.budgetSplit);
  const [shares, setShares] = useState<Record<string, string>>(Object.fromEntries(campaign.partners.map((p) => [p.businessId, String(p.sharePercent)])));
  const [startDate, setStartDate] = useState(campaign.startDate ?? '');
  const [endDate, setEndDate] = useState(campaign.endDate ?? '');
  const pair = campaign.partners.length === 2;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const plan = parsed(campaignPlanSchema, {
      budget: Number(budget),
      budgetSplit: split,
      shares: split === 'custom' ? Object.fromEntries(Object.entries(shares).map(([id, v]) => [id, Number(v)])) : undefined,
      startDate: startDate || null,
      endDate: endDate || null,
    });
    if (plan) await report(setPlan({ id: campaign.id, plan }), 'Plan saved: every partner confirms it again');
  }

  return (
    <form className="campaign-detail__form" onSubmit={(e) => void submit(e)}>
      <FormField label="Budget (£)">{(props) => <Input {...props} type="number" min={0} step={1} value={budget} onChange={(e) => setBudget(e.target.value)} />}</FormField>
      <FormField label="Budget split">
        {(props) => (
          <Select
            {...props}
            value={split}
            onChange={(e) => setSplit(e.target.value as Campaign['budgetSplit'])}
            options={[...(pair ? [{ value: '50-50', label: '50-50' }, { value: '60-40', label: '60-40' }] : []), { value: 'custom', label: 'Custom' }]}
          />
        )}
      </FormField>
      {split === 'custom'
        ? campaign.partners.map((p) => (
            <FormField key={p.businessId} label={`${p.businessName} share (%)`}>
              {(props) => <Input {...props} type="number" min={0} max={100} step={0.01} value={shares[p.businessId]} onChange={(e) => setShares({ ...shares, [p.businessId]: e.target.value })} />}
            </FormField>
          ))
        : null}
      <FormField label="Start date">{(props) => <Input {...props} type="date" value={startDate} onChange={(e) => setStartDate(e.target.value)} />}</FormField>
      <FormField label="End date">{(props) => <Input {...props} type="date" value={endDate} onChange={(e) => setEndDate(e.target.value)} />}</FormField>
      <Button type="submit" variant="secondary" size="sm" disabled={isLoading}>
        Save plan
      </Button>
    </form>
  );
}

function CommitmentsForm({ campaign }: { campaign: Campaign }) {
  const mine = campaign.partners.find((p) => p.isYou);
  const [setCommitments, { isLoading }] = useSetCampaignCommitmentsMutation();
  const [confirm, { isLoading: confirming }] = useConfirmCampaignMutation();
  const [text, setText] = useState((mine?.commitments ?? []).join('\n'));

  async function save(event: FormEvent) {
    event.preventDefault();
    const input = parsed(campaignCommitmentsSchema, { commitments: text.split('\n').map((l) => l.trim()).filter(Boolean) });
    if (input) await report(setCommitments({ id: campaign.id, ...input }), 'Commitments saved');
  }

  return (
    <>
      <form className="campaign-detail__form" onSubmit={(e) => void save(e)}>
        <FormField label="Your commitments (one per line)">{(props) => <Textarea {...props} rows={3} value={text} onChange={(e) => setText(e.target.value)} />}</FormField>
        <Button type="submit" variant="secondary" size="sm" disabled={isLoading}>
          Save commitments
        </Button>
      </form>
      <Button size="sm" disabled={confirming || mine?.confirmed} onClick={() => void report(confirm(campaign.id), 'You confirmed the plan')}>
        {mine?.confirmed ? 'You confirmed the plan' : 'Confirm plan'}
      </Button>
    </>
  );
}

function ResultsForm({ campaign }: { campaign: Campaign }) {
  const mine = campaign.partners.find((p) => p.isYou);
  const [record, { isLoading }] = useRecordCampaignResultsMutation();
  const [spend, setSpend] = useState(String(mine?.spend ?? 0));
  const [reach, setReach] = useState(String(mine?.reach ?? 0));
  const [engagements, setEngagements] = useState(String(mine?.engagements ?? 0));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const results = parsed(campaignResultsSchema, { spend: Number(spend), reach: Number(reach), engagements: Number(engagements) });
    if (results) await report(record({ id: campaign.id, results }), 'Results saved');
  }

  return (
    <form className="campaign-detail__form" onSubmit={(e) => void submit(e)}>
      <FormField label="Your spend so far (£)">{(props) => <Input {...props} type="number" min={0} max={Math.min(campaign.budget, CAMPAIGN_RESULT_LIMITS.spend)} step={0.01} value={spend} onChange={(e) => setSpend(e.target.value)} />}</FormField>
      <FormField label="Your reach">{(props) => <Input {...props} type="number" min={0} max={CAMPAIGN_RESULT_LIMITS.reach} step={1} value={reach} onChange={(e) => setReach(e.target.value)} />}</FormField>
      <FormField label="Your engagements">{(props) => <Input {...props} type="number" min={0} step={1} value={engagements} onChange={(e) => setEngagements(e.target.value)} />}</FormField>
      <Button type="submit" variant="secondary" size="sm" disabled={isLoading}>
        Save results
      </Button>
    </form>
  );
}

function RedeemForm({ campaign }: { campaign: Campaign }) {
  const [redeem, { isLoading }] = useRedeemVoucherMutation();
  const [code, setCode] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = parsed(redeemVoucherSchema, { code });
    if (input && (await report(redeem({ id: campaign.id, ...input }), 'Redemption recorded'))) setCode('');
  }

  return (
    <form className="campaign-detail__form" onSubmit={(e) => void submit(e)}>
      <FormField label="Voucher code a customer brought" description={CAMPAIGN_TEXT.redeemOwnCode}>
        {(props) => <Input {...props} value={code} autoComplete="off" onChange={(e) => setCode(e.target.value)} />}
      </FormField>
      <Button type="submit" variant="secondary" size="sm" disabled={isLoading}>
        Record redemption
      </Button>
    </form>
  );
}

/**
 * Ending early cannot be undone, so the button asks once, naming what happens; Cancel leaves the
 * note and the campaign as they were, and focus goes back to the button.
 */
function EndForm({ campaign }: { campaign: Campaign }) {
  const [end, { isLoading }] = useEndCampaignMutation();
  const [note, setNote] = useState('');
  const [asking, setAsking] = useState<EndCampaign | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = parsed(endCampaignSchema, { outcomeNote: note });
    if (input) setAsking(input);
  }

  async function confirmEnd() {
    if (!asking) return;
    await report(end({ id: campaign.id, ...asking }), 'Campaign ended');
    setAsking(null);
  }

  return (
    <form className="campaign-detail__form" onSubmit={submit}>
      <FormField label="Outcome note">{(props) => <Textarea {...props} rows={2} value={note} onChange={(e) => setNote(e.target.value)} />}</FormField>
      <Button type="submit" variant="destructive" size="sm" disabled={isLoading}>
        End campaign early
      </Button>
      <ConfirmDialog
        open={asking !== null}
        title="End this campaign early?"
        confirmLabel="End campaign early"
        busyLabel="Ending..."
        cancelLabel="Keep it running"
        busy={isLoading}
        onConfirm={() => void confirmEnd()}
        onCancel={() => setAsking(null)}
      >
        <p>{endEarlyConsequence(campaign)}</p>
      </ConfirmDialog>
    </form>
  );
}

/**
 * Either partner's note on a completed campaign. What the reader types survives a refetch that
 * brings the partner's new note (the reader is told, and keeps their words); with nothing unsaved
 * the form follows the stored note. A save sends the note the reader has on screen, so a partner's
 * save they have not seen yet is refused (409) rather than overwritten, and the refetch shows it.
 */
function OutcomeForm({ campaign }: { campaign: Campaign }) {
  const [write, { isLoading }] = useWriteOutcomeNoteMutation();
  const stored = campaign.outcomeNote;
  const [note, setNote] = useState(stored ?? '');
  // The stored note the reader's words began from.
  const [startedFrom, setStartedFrom] = useState(stored);
  if (stored !== startedFrom && (note === (startedFrom ?? '') || note.trim() === (stored ?? ''))) {
    // Nothing unsaved, or the stored note is now the reader's own words: follow it.
    setStartedFrom(stored);
    setNote(stored ?? '');
  }
  const changedWhileEditing = stored !== startedFrom;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = parsed(campaignOutcomeSchema, { outcomeNote: note, previousOutcomeNote: stored });
    if (input) await report(write({ id: campaign.id, ...input }), CAMPAIGN_TEXT.outcomeNoteSaved);
  }

  return (
    <form className="campaign-detail__form" onSubmit={(e) => void submit(e)}>
      <FormField label="Outcome note">{(props) => <Textarea {...props} rows={2} value={note} onChange={(e) => setNote(e.target.value)} />}</FormField>
      <div role="status">{changedWhileEditing ? <p className="campaign-detail__muted">{CAMPAIGN_TEXT.outcomeNoteChangedWhileEditing}</p> : null}</div>
      <Button type="submit" variant="secondary" size="sm" disabled={isLoading}>
        Save outcome note
      </Button>
    </form>
  );
}

/**
 * A campaign's detail: partners, plan and split, each partner's commitments and confirmation,
 * spend and results, voucher codes, and what the reader can do in its current state.
 */
export function CampaignDetailDialog({ campaign, onClose }: { campaign: Campaign | null; onClose: () => void }) {
  return (
    <Dialog open={campaign !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {campaign ? (
        <DialogContent className="campaign-detail">
          <DialogHeader>
            <DialogTitle>{campaign.title}</DialogTitle>
            <DialogDescription>
              {CAMPAIGN_STATUS_LABELS[campaign.status]} · {partnerNames(campaign, 'marked').join(', ')}
            </DialogDescription>
          </DialogHeader>
          <DialogBody className="campaign-detail__body">
            <Section title="Plan">
              {campaign.description ? <p>{campaign.description}</p> : null}
              <p>
                {formatDates(campaign) ?? 'Dates not set'} · Budget {formatPounds(campaign.budget)} · Split {campaign.budgetSplit}
              </p>
              {campaign.status === 'draft' ? <PlanForm key={`${campaign.budget}-${campaign.budgetSplit}-${campaign.startDate}-${campaign.endDate}`} campaign={campaign} /> : null}
            </Section>
            <Section title="Partners and commitments">
              <ul className="campaign-detail__partners">
                {campaign.partners.map((p) => (
                  <li key={p.businessId}>
                    <p>
                      <strong>{p.isYou ? `${p.businessName} (you)` : p.businessName}</strong> · {p.sharePercent}% ({formatPounds(p.plannedShare)}){' '}
                      <Badge variant={p.confirmed ? 'success' : 'outline'}>{p.confirmed ? 'Confirmed' : 'Not confirmed'}</Badge>
                    </p>
                    {p.commitments.length > 0 ? (
                      <ul>
                        {p.commitments.map((c, i) => (
                          <li key={i}>{c}</li>
                        ))}
                      </ul>
                    ) : (
                      <p className="campaign-detail__muted">No commitments yet</p>
                    )}
                  </li>
                ))}
              </ul>
              {campaign.formerPartners > 0 ? <p className="campaign-detail__muted">{formerPartnersLeftNote(campaign.formerPartners)}</p> : null}
              {campaign.status === 'draft' ? <CommitmentsForm campaign={campaign} /> : null}
            </Section>
            <Section title="Spend and results">
              {/* No sideways scrolling: wide enough on a laptop, one card per partner in a narrow dialog (campaigns.css). */}
              <div className="campaign-detail__results">
                <table className="campaign-detail__table" aria-label="Spend and results by partner">
                  <thead>
                    <tr>
                      <th scope="col">Partner</th>
                      <th scope="col">Spend</th>
                      <th scope="col">Reach</th>
                      <th scope="col">Engagements</th>
                      <th scope="col">Redemptions</th>
                      <th scope="col">Voucher code</th>
                    </tr>
                  </thead>
                  <tbody>
                    {campaign.partners.map((p) => (
                      <tr key={p.businessId}>
                        <th scope="row">{p.isYou ? `${p.businessName} (you)` : p.businessName}</th>
                        {/* data-label: each figure's name, shown beside it when the table is laid out as cards. */}
                        <td data-label="Spend">{formatPounds(p.spend)}</td>
                        <td data-label="Reach">{p.reach}</td>
                        <td data-label="Engagements">{p.engagements}</td>
                        <td data-label="Redemptions">{p.redemptions}</td>
                        <td data-label="Voucher code" className="campaign-detail__code-cell">
                          <code className="campaign-detail__code">{p.voucherCode}</code>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {campaign.status === 'active' || campaign.status === 'completed' ? <ResultsForm key={campaign.partners.map((p) => p.spend).join()} campaign={campaign} /> : null}
              {campaign.status === 'active' ? <RedeemForm campaign={campaign} /> : null}
            </Section>
            {campaign.status === 'completed' ? (
              <Section title="Outcome">
                <p>{campaign.outcomeNote ?? (campaign.endedEarly ? CAMPAIGN_TEXT.noOutcomeNoteEndedEarly : CAMPAIGN_TEXT.noOutcomeNote)}</p>
                <OutcomeForm key={campaign.id} campaign={campaign} />
              </Section>
            ) : null}
            {campaign.status === 'active' || campaign.status === 'scheduled' ? (
              <Section title="End early">
                <EndForm campaign={campaign} />
              </Section>
            ) : null}
          </DialogBody>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
