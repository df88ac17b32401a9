// Exposed as './SupportPage'.
export { SupportPage as default } from '../features/support/components/support-page';
