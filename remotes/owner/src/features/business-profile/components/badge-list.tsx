import { Badge } from '@comarketing/ui';
import { NOT_SPECIFIED } from '../lib/business-display';

/** Chosen options as badges, or 'Not specified'. */
export function BadgeList({ values, label }: { values: readonly string[]; label: (value: string) => string }) {
  if (values.length === 0) return <>{NOT_SPECIFIED}</>;
  return (
    <ul className="profile-view__badges">
      {values.map((value) => (
        <li key={value}>
          <Badge variant="secondary">{label(value)}</Badge>
        </li>
      ))}
    </ul>
  );
}
