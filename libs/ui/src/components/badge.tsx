import { type ComponentProps } from 'react';
import { cx } from '../lib/class-names';

export type BadgeVariant = 'default' | 'secondary' | 'outline' | 'destructive' | 'success';

export interface BadgeProps extends ComponentProps<'span'> {
  variant?: BadgeVariant;
}

export function Badge({ variant = 'default', className, ...props }: BadgeProps) {
  return <span className={cx('cm-badge', `cm-badge--${variant}`, className)} {...props} />;
}

export interface CountBadgeProps {
  count: number;
  /** What is counted, singular and plural, for the accessible name: ['unread notification', 'unread notifications']. */
  noun: readonly [singular: string, plural: string];
  /** In the text flow (after a label) instead of pinned to an icon's corner. */
  inline?: boolean;
  className?: string;
}

/** The accessible name of a count: '1 unread notification', '3 unread messages'. */
export function countLabel(count: number, [singular, plural]: readonly [string, string]): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/**
 * A red count bubble for an icon button; nothing when the count is 0. Above 99 it shows '99+'
 * while its accessible name keeps the exact number. It is named like an image so the link around
 * it reads 'Notifications, 3 unread notifications'.
 */
export function CountBadge({ count, noun, inline = false, className }: CountBadgeProps) {
  if (count <= 0) return null;
  return (
    <span className={cx('cm-badge', inline ? 'cm-badge--count-inline' : 'cm-badge--count', className)} role="img" aria-label={countLabel(count, noun)}>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
    </span>
  );
}
