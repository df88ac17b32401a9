import { type ReactNode } from 'react';
import { SkipLink } from './skip-link';

/**
 * The frame of a visitor's page: the skip link and the main landmark. The host wraps its visitor
 * routes in it, and a remote's server render wraps the same page in it, so the HTML the server
 * sends and the first client render are the same markup (no flash, no shift when React takes over).
 */
export function VisitorFrame({ children }: { children: ReactNode }) {
  return (
    <div className="host-layout host-layout--visitor">
      <SkipLink />
      <main id="main-content" className="host-layout__main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
