import { AdvanceCampaignsHandler } from './advance-campaigns/advance-campaigns.handler';
import { CampaignRepository } from './campaign.repository';
import { EndCampaignHandler } from './end-campaign/end-campaign.handler';
import { EndCampaignHttpController } from './end-campaign/end-campaign.http.controller';
import { ListCampaignsHandler } from './list-campaigns/list-campaigns.handler';
import { ListCampaignsHttpController } from './list-campaigns/list-campaigns.http.controller';
import { PlanCampaignHandler } from './plan-campaign/plan-campaign.handler';
import { PlanCampaignHttpController } from './plan-campaign/plan-campaign.http.controller';
import { RecordResultsHandler } from './record-results/record-results.handler';
import { RecordResultsHttpController } from './record-results/record-results.http.controller';
import { StartCampaignHandler } from './start-campaign/start-campaign.handler';
import { ViewCampaignHandler } from './view-campaign/view-campaign.handler';
import { ViewCampaignHttpController } from './view-campaign/view-campaign.http.controller';
import { WriteOutcomeNoteHandler } from './write-outcome-note/write-outcome-note.handler';
import { WriteOutcomeNoteHttpController } from './write-outcome-note/write-outcome-note.http.controller';

export const CAMPAIGN_CONTROLLERS = [
  ListCampaignsHttpController,
  ViewCampaignHttpController,
  PlanCampaignHttpController,
  RecordResultsHttpController,
  EndCampaignHttpController,
  WriteOutcomeNoteHttpController,
];
export const CAMPAIGN_PROVIDERS = [
  CampaignRepository,
  StartCampaignHandler,
  ListCampaignsHandler,
  ViewCampaignHandler,
  PlanCampaignHandler,
  RecordResultsHandler,
  EndCampaignHandler,
  WriteOutcomeNoteHandler,
  AdvanceCampaignsHandler,
];
