import { BarChart3, CalendarDays, GraduationCap, Handshake, Megaphone, Palette, Tag, Users } from 'lucide-react';
import { type ReactNode } from 'react';
import { Card } from '@comarketing/ui';
import { SERVICES } from '../lib/services';

const ICONS: Record<string, ReactNode> = {
  'Co-Marketing Matchmaking': <Handshake />,
  'Joint Campaign Management': <Users />,
  'Collaborative Promotions': <Tag />,
  'Shared Advertising Packages': <Megaphone />,
  'Event & Pop-Up Marketing': <CalendarDays />,
  'Content & Branding Support': <Palette />,
  'Analytics & Reporting': <BarChart3 />,
  'Training & Strategy Workshops': <GraduationCap />,
};

/** The eight services of the offer. */
export function ServiceCards() {
  return (
    <section aria-labelledby="services-title" className="welcome__section">
      <h2 id="services-title" className="welcome__section-title">
        Our Services
      </h2>
      <ul className="welcome__services">
        {SERVICES.map((service) => (
          <li key={service.title}>
            <Card className="service-card">
              <span className="cm-icon-tile" aria-hidden="true">
                {ICONS[service.title]}
              </span>
              <p className="service-card__category">{service.category}</p>
              <h3 className="service-card__title">{service.title}</h3>
              <p className="service-card__text">{service.description}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
