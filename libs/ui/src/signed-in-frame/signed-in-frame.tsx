import { SkipLink } from '../components/skip-link';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';
import { type SignedInFrameProps } from './types';

/**
 * The frame of a signed-in page: the skip link, the top bar, the main landmark and the footer. It
 * only shows what it is given (the user, the unread counts, the sign-out control): the host feeds
 * it from the store (polled counts, the real sign-out), and a remote's server render feeds it the
 * same answers, so the HTML the server sends and the host's first render are the same markup (no
 * flash, no shift when React takes over).
 */
export function SignedInFrame({ user, counts, signOut, children }: SignedInFrameProps) {
  return (
    <div className="host-layout">
      <SkipLink />
      <TopBar user={user} counts={counts} signOut={signOut} />
      <main id="main-content" className="host-layout__main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
