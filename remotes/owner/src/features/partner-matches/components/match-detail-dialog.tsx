import { useState } from 'react';
import { Check, X } from 'lucide-react';
import { MATCH_TEXT, type PartnerMatch, RESPONSE_MESSAGE_MAX } from '@comarketing/contracts';
import { Button, MatchScore, Textarea } from '@comarketing/ui';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@comarketing/ui/dialog';
import { FormField } from '@comarketing/ui/forms';
import { useRespondToMatch, type MatchResponse } from '../hooks/use-respond-to-match';
import {
  companySizeLabel,
  daysRemaining,
  daysRemainingText,
  declinedByPartner,
  formatDate,
  industryLabel,
  MATCH_TYPE_LABELS,
  partnerRequestFacts,
  PRIORITY_LABELS,
  reasonsOf,
  statusGroup,
} from '../lib/match-display';
import { MatchStatusBadge } from './match-status-badge';
import { DetailSection } from './detail-section';
import { DeclineConfirmDialog } from '../../../shared/decline-confirm-dialog';

export interface MatchDetailDialogProps {
  /** The match to show; null keeps the dialog closed. */
  match: PartnerMatch | null;
  now: number;
  onClose: () => void;
}

const CLOSED_LABELS = { accepted: 'Partnership Accepted', declined: 'Partnership Declined', expired: 'Match Expired' } as const;

/**
 * The whole of one match. A pending one takes an optional message and Accept Partnership or
 * Decline; Decline, which cannot be undone, asks once, naming what it closes (Cancel changes
 * nothing and focus goes back to Decline). Afterwards the dialog closes, the message clears, and
 * the answer shows as a disabled button.
 */
export function MatchDetailDialog({ match, now, onClose }: MatchDetailDialogProps) {
  const [message, setMessage] = useState('');
  const [confirmingDecline, setConfirmingDecline] = useState(false);
  const { respond, responding } = useRespondToMatch();

  const close = () => {
    setMessage('');
    setConfirmingDecline(false);
    onClose();
  };

  async function answer(status: MatchResponse) {
    if (!match) return;
    const done = await respond(match.id, status, message);
    setConfirmingDecline(false);
    if (done) close();
  }

  const group = match ? statusGroup(match.status) : 'pending';
  const days = match?.status === 'pending' ? daysRemaining(match.expiresAt, now) : null;
  const timing = match?.responseDate ? `Responded ${formatDate(match.responseDate)}` : days !== null ? daysRemainingText(days) : null;

  return (
    <Dialog open={match !== null} onOpenChange={(open) => (open ? undefined : close())}>
      {match ? (
        <DialogContent className="match-detail">
          <DialogHeader>
            <DialogTitle>{match.partnerBusinessName}</DialogTitle>
            <DialogDescription>
              {MATCH_TYPE_LABELS[match.matchType]} · {PRIORITY_LABELS[match.priority]}
            </DialogDescription>
          </DialogHeader>
          <DialogBody className="match-detail__body">
            <MatchScore percent={match.matchScore} label={`Match score with ${match.partnerBusinessName}`} />
            <dl className="match-detail__facts">
              <div>
                <dt>Status</dt>
                <dd>
                  <MatchStatusBadge match={match} />
                </dd>
              </div>
              <div>
                <dt>Match type</dt>
                <dd>{MATCH_TYPE_LABELS[match.matchType]}</dd>
              </div>
              <div>
                <dt>Priority</dt>
                <dd>{PRIORITY_LABELS[match.priority]}</dd>
              </div>
              <div>
                <dt>Industry</dt>
                <dd>{industryLabel(match.partnerIndustry)}</dd>
              </div>
              <div>
                <dt>Location</dt>
                <dd>{match.partnerLocation || 'Not given'}</dd>
              </div>
              <div>
                <dt>Company size</dt>
                <dd>{companySizeLabel(match.partnerCompanySize)}</dd>
              </div>
              {timing ? (
                <div>
                  <dt>{match.responseDate ? 'Your response' : 'Time to respond'}</dt>
                  <dd>{timing}</dd>
                </div>
              ) : null}
            </dl>
            <DetailSection title="About the Business">
              <p className="match-detail__text">{match.partnerDescription || 'This business has not added a description yet.'}</p>
              {match.partnerWebsite ? (
                <p className="match-detail__text">
                  <a href={match.partnerWebsite} target="_blank" rel="noopener noreferrer">
                    {match.partnerWebsite}
                    <span className="cm-sr-only"> (opens in a new tab)</span>
                  </a>
                </p>
              ) : null}
            </DetailSection>
            <DetailSection title="Why We Matched You">
              <ul className="match-detail__reasons">
                {reasonsOf(match).map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            </DetailSection>
            {match.partnerResponse ? (
              <DetailSection title={match.partnerResponse.status === 'rejected' ? MATCH_TEXT.partnerDeclined : MATCH_TEXT.partnerAccepted}>
                <p className="match-detail__text">
                  {match.partnerResponse.status === 'rejected' ? MATCH_TEXT.partnerDeclinedDescription : match.status === 'pending' ? MATCH_TEXT.partnerAcceptedDescription : `${match.partnerBusinessName} accepted on ${formatDate(match.partnerResponse.date)}.`}
                </p>
                {match.partnerResponse.message ? <blockquote className="match-detail__quote">{match.partnerResponse.message}</blockquote> : null}
              </DetailSection>
            ) : null}
            {match.partnerRequest ? (
              <DetailSection title="Their Campaign Request">
                <dl className="match-detail__facts">
                  {partnerRequestFacts(match.partnerRequest).map(({ term, value }) => (
                    <div key={term}>
                      <dt>{term}</dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
                </dl>
                {match.partnerRequest.partnerRequirements ? (
                  <>
                    <h4 className="match-detail__subheading">Additional Requirements</h4>
                    <p className="match-detail__text">{match.partnerRequest.partnerRequirements}</p>
                  </>
                ) : null}
              </DetailSection>
            ) : null}
            {match.adminNotes ? (
              <DetailSection title="Additional Notes">
                <p className="match-detail__text">{match.adminNotes}</p>
              </DetailSection>
            ) : null}
            {match.responseMessage ? (
              <DetailSection title="Your Message">
                <p className="match-detail__text">{match.responseMessage}</p>
              </DetailSection>
            ) : null}
            {match.status === 'pending' ? (
              <FormField label="Response message (optional)" description="Shared with our team and your partner.">
                {(p) => <Textarea {...p} rows={3} maxLength={RESPONSE_MESSAGE_MAX} value={message} onChange={(e) => setMessage(e.target.value)} placeholder="e.g. Happy to talk about a joint campaign in March." />}
              </FormField>
            ) : null}
          </DialogBody>
          <DialogFooter>
            {match.status === 'pending' ? (
              <>
                <Button variant="secondary" disabled={responding} onClick={() => setConfirmingDecline(true)}>
                  <X aria-hidden="true" />
                  Decline
                </Button>
                <DeclineConfirmDialog
                  match={match}
                  open={confirmingDecline}
                  busy={responding}
                  onConfirm={() => void answer('rejected')}
                  onCancel={() => setConfirmingDecline(false)}
                />
                <Button disabled={responding} onClick={() => void answer('accepted')}>
                  <Check aria-hidden="true" />
                  Accept Partnership
                </Button>
              </>
            ) : (
              <Button variant="secondary" disabled>
                {declinedByPartner(match) ? MATCH_TEXT.partnerDeclined : group === 'pending' ? CLOSED_LABELS.expired : CLOSED_LABELS[group]}
              </Button>
            )}
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
