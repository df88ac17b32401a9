import { Outlet } from 'react-router-dom';
import { VisitorFrame } from '@comarketing/ui';

/**
 * For visitors (and the sign-in/sign-up screens): the public pages bring their own header from the
 * public remote, so the host adds only the frame (skip link, main landmark), the same one the
 * server render of a public page uses.
 */
export function VisitorLayout() {
  return (
    <VisitorFrame>
      <Outlet />
    </VisitorFrame>
  );
}
