// Exposed as './LandingPage'.
export { LandingPage as default } from '../features/landing/components/landing-page';
