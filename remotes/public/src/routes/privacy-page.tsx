// Exposed as './PrivacyPage'.
export { PrivacyPage as default } from '../features/company/components/privacy-page';
