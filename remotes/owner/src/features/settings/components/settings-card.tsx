import { useId, type ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@comarketing/ui';

export interface SettingsCardProps {
  title: string;
  description?: string;
  icon: ReactNode;
  children: ReactNode;
}

/** One titled card of the settings page, a region named by its heading. */
export function SettingsCard({ title, description, icon, children }: SettingsCardProps) {
  const headingId = useId();
  return (
    <Card className="settings-card">
      <section aria-labelledby={headingId}>
        <CardHeader className="settings-card__header">
          <span className="settings-card__icon" aria-hidden="true">
            {icon}
          </span>
          <div>
            <CardTitle id={headingId}>{title}</CardTitle>
            {description ? <CardDescription>{description}</CardDescription> : null}
          </div>
        </CardHeader>
        <CardContent className="settings-card__content">{children}</CardContent>
      </section>
    </Card>
  );
}
