// '@comarketing/ui/signed-in-frame': the signed-in page frame (skip link, top bar with its avatar
// menu, main landmark, footer), for the host's signed-in layout and a remote's server render of an
// owner's page. Its own entry: the avatar menu carries Radix's menu and positioning code, which a
// visitor's page does without.
export { SignedInFrame } from './signed-in-frame/signed-in-frame';
export { type SignedInFrameProps, type SignedInCounts, type SignOutControl } from './signed-in-frame/types';
export { fullNameOf } from './signed-in-frame/user-menu';
export { staffRoleOf } from './signed-in-frame/staff-role';
