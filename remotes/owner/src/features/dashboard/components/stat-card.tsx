import { type ReactNode } from 'react';
import { Card } from '@comarketing/ui';

export interface StatCardProps {
  label: string;
  value: string;
  note: string;
  icon: ReactNode;
  highlight?: boolean;
}

/** One figure of the overview: a label, the value, and a note under it. */
export function StatCard({ label, value, note, icon, highlight = false }: StatCardProps) {
  return (
    <Card className="stat-card">
      <div className="stat-card__top">
        <h2 className="stat-card__label">{label}</h2>
        <span className="stat-card__icon" aria-hidden="true">
          {icon}
        </span>
      </div>
      <p className="stat-card__value">{value}</p>
      <p className={highlight ? 'stat-card__note stat-card__note--highlight' : 'stat-card__note'}>{note}</p>
    </Card>
  );
}
