// Exposed as './WelcomePage'.
export { WelcomePage as default } from '../features/welcome/components/welcome-page';
