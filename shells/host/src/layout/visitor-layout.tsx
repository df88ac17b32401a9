import { Outlet } from 'react-router-dom';
import { SkipLink } from '@comarketing/ui';

/**
 * For visitors (and the sign-in/sign-up screens): the public pages bring their own header from the
 * public remote, so the host adds only the skip link and the main landmark.
 */
export function VisitorLayout() {
  return (
    <div className="host-layout host-layout--visitor">
      <SkipLink />
      <main id="main-content" className="host-layout__main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
