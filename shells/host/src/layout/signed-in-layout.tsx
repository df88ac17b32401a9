import { Outlet } from 'react-router-dom';
import { type AuthUser } from '@comarketing/contracts';
import { SkipLink } from '@comarketing/ui';
import { TopBar } from './top-bar';
import { SiteFooter } from './site-footer';

export function SignedInLayout({ user }: { user: AuthUser }) {
  return (
    <div className="host-layout">
      <SkipLink />
      <TopBar user={user} />
      <main id="main-content" className="host-layout__main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
