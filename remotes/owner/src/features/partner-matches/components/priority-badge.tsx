import { type PartnerMatch } from '@comarketing/contracts';
import { Badge } from '@comarketing/ui';
import { PRIORITY_LABELS } from '../lib/match-display';

export function PriorityBadge({ priority }: { priority: PartnerMatch['priority'] }) {
  return (
    <Badge variant="secondary" className={`priority-badge priority-badge--${priority}`}>
      {PRIORITY_LABELS[priority] ?? priority}
    </Badge>
  );
}
