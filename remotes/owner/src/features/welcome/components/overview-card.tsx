import { type ReactNode } from 'react';
import { StatCard } from '@comarketing/ui';

export interface OverviewCardProps {
  label: string;
  value: string;
  note: string;
  icon: ReactNode;
}

/** One figure of the overview. */
export function OverviewCard({ label, value, note, icon }: OverviewCardProps) {
  return (
    <li>
      <StatCard label={label} value={value} note={note} icon={icon} headingLevel={3} />
    </li>
  );
}
