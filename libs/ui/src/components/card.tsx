import { type ComponentProps } from 'react';
import { cx } from '../lib/class-names';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cx('cm-card', className)} {...props} />;
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cx('cm-card__header', className)} {...props} />;
}

export interface CardTitleProps extends ComponentProps<'h2'> {
  /** The heading level that fits the page outline (a card title is an h2 unless told). */
  as?: 'h2' | 'h3' | 'h4';
}

export function CardTitle({ as: Heading = 'h2', className, ...props }: CardTitleProps) {
  return <Heading className={cx('cm-card__title', className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cx('cm-card__description', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cx('cm-card__content', className)} {...props} />;
}
