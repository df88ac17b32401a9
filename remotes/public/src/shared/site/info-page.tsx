import { type ReactNode } from 'react';
import { Island } from '../../islands/island';
import { BackButton } from './back-button';
import { PublicPage } from './public-page';

/** A text page of the site (company pages, legal pages, support): Back, a title and a lead, then sections. */
export function InfoPage({ title, lead, children, className }: { title: string; lead?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <PublicPage className={className ? `info-page ${className}` : 'info-page'}>
      <div className="cm-container info-page__inner">
        <Island name="back-button" component={BackButton} props={{}} />
        <header className="info-page__header">
          <h1 className="info-page__title">{title}</h1>
          {lead ? <p className="info-page__lead">{lead}</p> : null}
        </header>
        {children}
      </div>
    </PublicPage>
  );
}

/** One titled section of an info page. */
export function InfoSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="info-section" aria-labelledby={id}>
      <h2 id={id} className="info-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
