// Exposed as './MarketingRequestPage'.
export { MarketingRequestPage as default } from '../features/marketing-request/components/marketing-request-page';
