// '@comarketing/ui/toaster': the toast list (Radix). The host mounts ToastOutlet from the core
// entry, which loads this with the first toast; tests and a remote running alone mount it directly.
export { Toaster, TOAST_SWIPE_THRESHOLD_PX } from './toast/toaster';
