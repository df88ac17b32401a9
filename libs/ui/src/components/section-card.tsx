import { useId, type ReactNode } from 'react';
import { cx } from '../lib/class-names';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './card';

export interface SectionCardProps {
  title: string;
  description?: string;
  /** A decorative icon beside the title (hidden from assistive technology). */
  icon: ReactNode;
  children: ReactNode;
  className?: string;
  contentClassName?: string;
}

/** A titled card that is a page region named by its heading (profile sections, settings cards). */
export function SectionCard({ title, description, icon, children, className, contentClassName }: SectionCardProps) {
  const headingId = useId();
  return (
    <Card className={cx('cm-section-card', className)}>
      <section aria-labelledby={headingId}>
        <CardHeader className="cm-section-card__header">
          <span className="cm-section-card__icon" aria-hidden="true">
            {icon}
          </span>
          <div>
            <CardTitle id={headingId}>{title}</CardTitle>
            {description ? <CardDescription>{description}</CardDescription> : null}
          </div>
        </CardHeader>
        <CardContent className={cx('cm-section-card__content', contentClassName)}>{children}</CardContent>
      </section>
    </Card>
  );
}
