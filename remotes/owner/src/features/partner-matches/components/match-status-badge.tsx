import { MATCH_STATUS_LABELS, MATCH_TEXT, type PartnerMatch } from '@comarketing/contracts';
import { Badge, type BadgeVariant } from '@comarketing/ui';
import { declinedByPartner, statusGroup, type StatusGroup } from '../lib/match-display';

const VARIANTS: Record<StatusGroup, BadgeVariant> = {
  pending: 'outline',
  accepted: 'success',
  declined: 'destructive',
  expired: 'secondary',
};

/** The status in words (rejected reads 'Declined', or 'Partner declined' when the other side closed it); the colour only repeats it. */
export function MatchStatusBadge({ match }: { match: Pick<PartnerMatch, 'status' | 'partnerResponse'> }) {
  const label = declinedByPartner(match) ? MATCH_TEXT.partnerDeclined : (MATCH_STATUS_LABELS[match.status] ?? match.status);
  return <Badge variant={VARIANTS[statusGroup(match.status)]}>{label}</Badge>;
}
