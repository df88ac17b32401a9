import { type PartnerMatch } from '@comarketing/contracts';
import { Badge, type BadgeVariant } from '@comarketing/ui';
import { STATUS_LABELS, statusGroup, type StatusGroup } from '../lib/match-display';

const VARIANTS: Record<StatusGroup, BadgeVariant> = {
  pending: 'outline',
  accepted: 'success',
  declined: 'destructive',
  expired: 'secondary',
};

/** The status in words (rejected reads 'Declined'); the colour only repeats it. */
export function MatchStatusBadge({ status }: { status: PartnerMatch['status'] }) {
  return <Badge variant={VARIANTS[statusGroup(status)]}>{STATUS_LABELS[status] ?? status}</Badge>;
}
