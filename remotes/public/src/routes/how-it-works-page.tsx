// Exposed as './HowItWorksPage'.
export { HowItWorksPage as default } from '../features/company/components/how-it-works-page';
