import { type ReactNode } from 'react';
import { cx } from '../lib/class-names';

export interface EmptyStateProps {
  icon?: ReactNode;
  title: string;
  description?: ReactNode;
  className?: string;
  children?: ReactNode;
}

export function EmptyState({ icon, title, description, className, children }: EmptyStateProps) {
  return (
    <div className={cx('cm-empty', className)}>
      {icon}
      <p className="cm-empty__title">{title}</p>
      {description ? <p>{description}</p> : null}
      {children}
    </div>
  );
}
