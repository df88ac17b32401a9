import { Clock, MapPin } from 'lucide-react';
import { MATCH_TEXT, type PartnerMatch } from '@comarketing/contracts';
import { Badge, Button, Card, cx, MatchScore } from '@comarketing/ui';
import { daysLeftText, daysRemaining, industryLabel } from '../lib/match-display';
import { MatchStatusBadge } from './match-status-badge';
import { MatchTypeIcon } from './match-type-icon';
import { PriorityBadge } from './priority-badge';

export interface MatchCardProps {
  match: PartnerMatch;
  now: number;
  onViewDetails: (match: PartnerMatch) => void;
}

/** One partner match in the list: who, how good, its state, and the way into its details. */
export function MatchCard({ match, now, onViewDetails }: MatchCardProps) {
  const days = match.status === 'pending' ? daysRemaining(match.expiresAt, now) : null;
  return (
    <li>
      <Card className={cx('match-card', !match.isViewed && 'match-card--new')}>
        <div className="match-card__head">
          <MatchTypeIcon type={match.matchType} />
          <div className="match-card__title-block">
            <h3 className="match-card__name">
              {match.partnerBusinessName}
              {match.isViewed ? null : (
                <Badge variant="default" className="match-card__new">
                  New
                </Badge>
              )}
            </h3>
            <p className="cm-meta-line">
              <span>{industryLabel(match.partnerIndustry)}</span>
              {match.partnerLocation ? (
                <span className="match-card__location">
                  <MapPin aria-hidden="true" />
                  {match.partnerLocation}
                </span>
              ) : null}
            </p>
          </div>
          <div className="match-card__badges">
            <PriorityBadge priority={match.priority} />
            <MatchStatusBadge match={match} />
            {match.status === 'pending' && match.partnerResponse?.status === 'accepted' ? <Badge variant="success">{MATCH_TEXT.partnerAccepted}</Badge> : null}
          </div>
        </div>
        <MatchScore percent={match.matchScore} label={`Match score with ${match.partnerBusinessName}`} />
        {match.matchReason ? <p className="match-card__reason">{match.matchReason}</p> : null}
        <div className="match-card__footer">
          {days !== null ? (
            <span className="match-card__days">
              <Clock aria-hidden="true" />
              {daysLeftText(days)}
            </span>
          ) : (
            <span />
          )}
          <Button variant="secondary" size="sm" onClick={() => onViewDetails(match)}>
            View Details<span className="cm-sr-only"> for {match.partnerBusinessName}</span>
          </Button>
        </div>
      </Card>
    </li>
  );
}
