import { useId, type ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@comarketing/ui';

export interface RequestSectionProps {
  title: string;
  description: string;
  icon: ReactNode;
  children: ReactNode;
}

/** One titled card of the request form, a region named by its heading. */
export function RequestSection({ title, description, icon, children }: RequestSectionProps) {
  const headingId = useId();
  return (
    <Card className="request-section">
      <section aria-labelledby={headingId}>
        <CardHeader className="request-section__header">
          <span className="request-section__icon" aria-hidden="true">
            {icon}
          </span>
          <div>
            <CardTitle id={headingId}>{title}</CardTitle>
            <CardDescription>{description}</CardDescription>
          </div>
        </CardHeader>
        <CardContent className="request-section__content">{children}</CardContent>
      </section>
    </Card>
  );
}
