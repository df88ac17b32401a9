// Exposed as './TermsPage'.
export { TermsPage as default } from '../features/company/components/terms-page';
