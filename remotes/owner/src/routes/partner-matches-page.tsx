// Exposed as './PartnerMatchesPage' (host routes /partner-matches and /partner-matches/:requestId).
export { PartnerMatchesPage as default } from '../features/partner-matches/components/partner-matches-page';
