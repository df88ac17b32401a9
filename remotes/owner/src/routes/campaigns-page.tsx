// Exposed as './CampaignsPage' (host routes /campaigns and /campaigns/:campaignId).
export { CampaignsPage as default } from '../features/campaigns/components/campaigns-page';
