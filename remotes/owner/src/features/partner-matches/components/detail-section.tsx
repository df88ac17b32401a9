import { useId, type ReactNode } from 'react';

/** A titled part of the match details, a region named by its heading. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="match-detail__section">
      <h3 id={id} className="match-detail__heading">
        {title}
      </h3>
      {children}
    </section>
  );
}
