// Exposed as './BusinessProfilePage'.
export { BusinessProfilePage as default } from '../features/business-profile/components/business-profile-page';
