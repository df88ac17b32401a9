import { MATCH_STATUS_LABELS, type PartnerMatch } from '@comarketing/contracts';
import { Badge, type BadgeVariant } from '@comarketing/ui';
import { statusGroup, type StatusGroup } from '../lib/match-display';

const VARIANTS: Record<StatusGroup, BadgeVariant> = {
  pending: 'outline',
  accepted: 'success',
  declined: 'destructive',
  expired: 'secondary',
};

/** The status in words (rejected reads 'Declined'); the colour only repeats it. */
export function MatchStatusBadge({ status }: { status: PartnerMatch['status'] }) {
  return <Badge variant={VARIANTS[statusGroup(status)]}>{MATCH_STATUS_LABELS[status] ?? status}</Badge>;
}
