import { type ReactNode } from 'react';
import { cx } from '../lib/class-names';
import { Card } from './card';

export interface StatCardProps {
  label: string;
  value: string;
  icon: ReactNode;
  note?: string;
  /** Draws attention to the note (e.g. 'New matches available!'). */
  highlight?: boolean;
  /** The label's heading level where the card sits (2 on a page's first level, 3 inside a section). */
  headingLevel?: 2 | 3;
}

/** One figure of an overview: its label and icon, the value, and an optional note under it. */
export function StatCard({ label, value, icon, note, highlight = false, headingLevel = 2 }: StatCardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <Card className="cm-stat-card">
      <div className="cm-stat-card__top">
        <Heading className="cm-stat-card__label">{label}</Heading>
        <span className="cm-stat-card__icon" aria-hidden="true">
          {icon}
        </span>
      </div>
      <p className="cm-stat-card__value">{value}</p>
      {note ? <p className={cx('cm-stat-card__note', highlight && 'cm-stat-card__note--highlight')}>{note}</p> : null}
    </Card>
  );
}
