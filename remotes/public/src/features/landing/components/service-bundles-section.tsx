import { useId, useState } from 'react';
import { BarChart3, ChevronDown, Megaphone, Users } from 'lucide-react';
import { SERVICE_BUNDLES } from './landing-content';

const BUNDLE_ICONS = [Users, Megaphone, BarChart3];

/** Three bundles that open and close on click, one open at a time. */
export function ServiceBundlesSection() {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const baseId = useId();
  return (
    <section className="landing-section" aria-labelledby="landing-bundles">
      <div className="cm-container">
        <h2 id="landing-bundles" className="landing-section__title">
          Our services
        </h2>
        <p className="landing-section__lead">Eight services in three bundles. Open one to see what it includes.</p>
        <ul className="landing-bundles">
          {SERVICE_BUNDLES.map((bundle, index) => {
            const open = openIndex === index;
            const panelId = `${baseId}-bundle-${index}`;
            const Icon = BUNDLE_ICONS[index] ?? Users;
            return (
              <li key={bundle.title} className={open ? 'landing-bundle landing-bundle--open' : 'landing-bundle'}>
                <h3>
                  <button type="button" className="landing-bundle__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpenIndex(open ? null : index)}>
                    <Icon aria-hidden="true" className="landing-card__icon" />
                    <span>
                      <span className="landing-bundle__title">{bundle.title}</span>
                      <span className="landing-bundle__subtitle">
                        {bundle.subtitle} · {bundle.services.length} services
                      </span>
                    </span>
                    <ChevronDown aria-hidden="true" className="landing-bundle__chevron" />
                  </button>
                </h3>
                <ul id={panelId} className="landing-bundle__services" hidden={!open}>
                  {bundle.services.map((service) => (
                    <li key={service.title}>
                      <strong>{service.title}</strong>
                      <span>{service.text}</span>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
