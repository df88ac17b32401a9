import { useId, type ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@comarketing/ui';

export interface FormSectionProps {
  title: string;
  description?: string;
  icon: ReactNode;
  children: ReactNode;
}

/** One titled card of the profile (form or read-only view), a region named by its heading. */
export function FormSection({ title, description, icon, children }: FormSectionProps) {
  const headingId = useId();
  return (
    <Card className="profile-section">
      <section aria-labelledby={headingId}>
        <CardHeader className="profile-section__header">
          <span className="profile-section__icon" aria-hidden="true">
            {icon}
          </span>
          <div>
            <CardTitle id={headingId}>{title}</CardTitle>
            {description ? <CardDescription>{description}</CardDescription> : null}
          </div>
        </CardHeader>
        <CardContent className="profile-section__content">{children}</CardContent>
      </section>
    </Card>
  );
}
