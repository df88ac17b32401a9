import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRight, Check, Handshake, X } from 'lucide-react';
import { INDUSTRIES, labelOf, MATCH_STATUS_LABELS, type PartnerMatch } from '@comarketing/contracts';
import { Badge, Button, cx, RelativeTime } from '@comarketing/ui';
import { DeclineConfirmDialog } from '../../../shared/decline-confirm-dialog';
import { partnerMatchPath } from '../../../shared/partner-match-link';

export interface PartnerMatchItemProps {
  match: PartnerMatch;
  responding: boolean;
  onRespond: (match: PartnerMatch, status: 'accepted' | 'rejected') => void;
}

/**
 * One partner match in the inbox: the partner, the score, its status, Accept or Decline while
 * pending, and View details, which opens this match's details on the partner matches page.
 */
export function PartnerMatchItem({ match, responding, onRespond }: PartnerMatchItemProps) {
  const industry = labelOf(INDUSTRIES, match.partnerIndustry as (typeof INDUSTRIES)[number]['value']);
  // Declining closes the pair for both for 90 days: asked once, as on the match's details.
  const [confirmingDecline, setConfirmingDecline] = useState(false);
  return (
    <li className={cx('inbox-item', !match.isViewed && 'inbox-item--unread')}>
      <div className="inbox-item__main">
        <span className="inbox-item__icon" aria-hidden="true">
          <Handshake />
        </span>
        <span className="inbox-item__text">
          <span className="inbox-item__heading">
            <span className="inbox-item__title">{match.partnerBusinessName}</span>
            {match.isViewed ? null : <Badge variant="default">New</Badge>}
            <Badge variant={match.status === 'pending' ? 'outline' : 'secondary'}>{MATCH_STATUS_LABELS[match.status] ?? match.status}</Badge>
          </span>
          <span className="inbox-item__body">
            {[industry, match.partnerLocation, `${match.matchScore}% match`].filter(Boolean).join(' · ')}
          </span>
          {match.matchReason ? <span className="inbox-item__body">{match.matchReason}</span> : null}
          <RelativeTime value={match.createdAt} className="inbox-item__time" />
        </span>
        {match.isViewed ? null : <span className="inbox-item__dot" aria-hidden="true" />}
      </div>
      <div className="inbox-item__actions inbox-match__actions">
        {match.status === 'pending' ? (
          <>
            <Button size="sm" disabled={responding} onClick={() => onRespond(match, 'accepted')}>
              <Check aria-hidden="true" />
              Accept<span className="cm-sr-only"> partnership with {match.partnerBusinessName}</span>
            </Button>
            <Button size="sm" variant="secondary" disabled={responding} onClick={() => setConfirmingDecline(true)}>
              <X aria-hidden="true" />
              Decline<span className="cm-sr-only"> partnership with {match.partnerBusinessName}</span>
            </Button>
            <DeclineConfirmDialog
              match={match}
              open={confirmingDecline}
              busy={responding}
              onConfirm={() => {
                setConfirmingDecline(false);
                onRespond(match, 'rejected');
              }}
              onCancel={() => setConfirmingDecline(false)}
            />
          </>
        ) : null}
        <Link to={partnerMatchPath(match)} className="inbox-item__action">
          View details<span className="cm-sr-only"> of the match with {match.partnerBusinessName}</span>
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </li>
  );
}
