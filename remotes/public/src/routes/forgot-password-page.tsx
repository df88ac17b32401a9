// Exposed as './ForgotPasswordPage'.
export { ForgotPasswordPage as default } from '../features/auth/components/forgot-password-page';
