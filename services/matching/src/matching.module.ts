import { type DynamicModule, Module } from '@nestjs/common';
import { ServicePlatformModule, type ServicePlatformOptions } from '@comarketing/server-kit';
import { CreateMatchingSchema1763741500000 } from './database/migrations/1763741500000-create-matching-schema';
import { CandidateIndexChangeFeed1763900000000 } from './database/migrations/1763900000000-candidate-index-change-feed';
import { ErasureIndexes1765100000000 } from './database/migrations/1765100000000-erasure-indexes';
import { GroupPartnerships1765200000000 } from './database/migrations/1765200000000-group-partnerships';
import { Campaigns1766000000000 } from './database/migrations/1766000000000-campaigns';
import { RequestDetailsAndPartnerAnswers1766100000000 } from './database/migrations/1766100000000-request-details-and-partner-answers';
import { CampaignFormerPartners1766300000000 } from './database/migrations/1766300000000-campaign-former-partners';
import { CampaignResultBounds1766500000000 } from './database/migrations/1766500000000-campaign-result-bounds';
import { RequestPreferenceOutcome1766600000000 } from './database/migrations/1766600000000-request-preference-outcome';
import { CampaignOutcomeNoteAuthor1766400000000 } from './database/migrations/1766400000000-campaign-outcome-note-author';
import { CAMPAIGN_CONTROLLERS, CAMPAIGN_PROVIDERS } from './campaigns/campaigns.providers';
import { BusinessReadModelConsumer } from './events/business-read-model.consumer';
import { RequestCreatedConsumer } from './events/request-created.consumer';
import { ADMIN_CONTROLLERS, ADMIN_PROVIDERS } from './admin/admin.providers';
import { GROUP_CONTROLLERS, GROUP_PROVIDERS } from './groups/groups.providers';
import { ExportUserDataHandler } from './export-user-data/export-user-data.handler';
import { ExportUserDataHttpController } from './export-user-data/export-user-data.http.controller';
import { EraseBusinessHandler } from './erasure/erase-business/erase-business.handler';
import { EraseUserHandler } from './erasure/erase-user/erase-user.handler';
import { ErasureRepository } from './erasure/erasure.repository';
import { ExpireMatchesHandler } from './matches/expire-matches/expire-matches.handler';
import { ListPartnerMatchesHandler } from './matches/list-partner-matches/list-partner-matches.handler';
import { ListPartnerMatchesHttpController } from './matches/list-partner-matches/list-partner-matches.http.controller';
import { PartnerMatchRepository } from './matches/partner-match.repository';
import { RespondToMatchHandler } from './matches/respond-to-match/respond-to-match.handler';
import { RespondToMatchHttpController } from './matches/respond-to-match/respond-to-match.http.controller';
import { ViewMatchHandler } from './matches/view-match/view-match.handler';
import { ViewMatchHttpController } from './matches/view-match/view-match.http.controller';
import { MATCHING_SETTINGS, type MatchingSettings } from './matching.settings';
import { BusinessRepository } from './read-model/business.repository';
import { CANDIDATE_SOURCE, CandidateIndex } from './read-model/candidate-index/candidate-index';
import { GEOGRAPHY } from './read-model/geography.provider';
import { PARTNER_RANKER } from './read-model/partner-ranker';
import { scoringEngine } from './read-model/scoring-engine';
import { UpsertBusinessHandler } from './read-model/upsert-business/upsert-business.handler';
import { CreateRequestHandler } from './marketing-requests/create-request/create-request.handler';
import { CreateRequestHttpController } from './marketing-requests/create-request/create-request.http.controller';
import { GetAutoMatchesHandler } from './marketing-requests/get-auto-matches/get-auto-matches.handler';
import { GetAutoMatchesHttpController } from './marketing-requests/get-auto-matches/get-auto-matches.http.controller';
import { MatchRequestHandler } from './marketing-requests/match-request/match-request.handler';
import { RequestRepository } from './marketing-requests/request.repository';

/** Every route the service serves; its contract test compares them with `matchingApi`. */
export const matchingControllers = [
  CreateRequestHttpController,
  GetAutoMatchesHttpController,
  ListPartnerMatchesHttpController,
  ViewMatchHttpController,
  RespondToMatchHttpController,
  ExportUserDataHttpController,
  ...ADMIN_CONTROLLERS,
  ...GROUP_CONTROLLERS,
  ...CAMPAIGN_CONTROLLERS,
];

export const matchingEntities = [];
export const matchingMigrations = [
  CreateMatchingSchema1763741500000,
  CandidateIndexChangeFeed1763900000000,
  ErasureIndexes1765100000000,
  GroupPartnerships1765200000000,
  Campaigns1766000000000,
  RequestDetailsAndPartnerAnswers1766100000000,
  CampaignFormerPartners1766300000000,
  CampaignOutcomeNoteAuthor1766400000000,
  CampaignResultBounds1766500000000,
  RequestPreferenceOutcome1766600000000,
];

@Module({})
export class MatchingModule {
  static forRoot(platform: Omit<ServicePlatformOptions, 'name'>, settings: MatchingSettings): DynamicModule {
    const engine = scoringEngine();
    return {
      module: MatchingModule,
      imports: [ServicePlatformModule.forRoot({ ...platform, name: 'matching' })],
      controllers: matchingControllers,
      providers: [
        { provide: MATCHING_SETTINGS, useValue: settings },
        { provide: GEOGRAPHY, useValue: engine.geography },
        { provide: PARTNER_RANKER, useValue: engine.ranker },
        { provide: CANDIDATE_SOURCE, useValue: new CandidateIndex() },
        RequestRepository,
        PartnerMatchRepository,
        BusinessRepository,
        ErasureRepository,
        CreateRequestHandler,
        GetAutoMatchesHandler,
        MatchRequestHandler,
        ListPartnerMatchesHandler,
        ViewMatchHandler,
        RespondToMatchHandler,
        ExpireMatchesHandler,
        UpsertBusinessHandler,
        EraseBusinessHandler,
        EraseUserHandler,
        ExportUserDataHandler,
        ...ADMIN_PROVIDERS,
        ...GROUP_PROVIDERS,
        ...CAMPAIGN_PROVIDERS,
        BusinessReadModelConsumer,
        RequestCreatedConsumer,
      ],
    };
  }
}
