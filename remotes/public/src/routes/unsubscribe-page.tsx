// Exposed as './UnsubscribePage'.
export { UnsubscribePage as default } from '../features/auth/components/unsubscribe-page';
