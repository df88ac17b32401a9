import { type ReactNode } from 'react';
import { Card } from '@comarketing/ui';

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
      <Card className="overview-card">
        <div className="overview-card__top">
          <h3 className="overview-card__label">{label}</h3>
          <span className="overview-card__icon" aria-hidden="true">
            {icon}
          </span>
        </div>
        <p className="overview-card__value">{value}</p>
        <p className="overview-card__note">{note}</p>
      </Card>
    </li>
  );
}
