// Exposed as './AboutPage'.
export { AboutPage as default } from '../features/company/components/about-page';
