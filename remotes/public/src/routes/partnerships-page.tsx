// Exposed as './PartnershipsPage'.
export { PartnershipsPage as default } from '../features/company/components/partnerships-page';
