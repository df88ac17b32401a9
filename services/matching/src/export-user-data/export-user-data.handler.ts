import { Injectable } from '@nestjs/common';
import { type Campaign, type MarketingRequest, type PartnerMatch } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { CampaignRepository } from '../campaigns/campaign.repository';
import { toCampaign } from '../campaigns/campaign.mapper';
import { PartnerMatchRepository } from '../matches/partner-match.repository';
import { toPartnerMatch } from '../matches/partner-match.row';
import { RequestRepository } from '../marketing-requests/request.repository';
import { type RequesterProfile, toMarketingRequest } from '../marketing-requests/request.row';

export interface MatchingUserData {
  /** The user's marketing requests, each with the copy of their business profile it was filed with. */
  marketingRequests: (MarketingRequest & { profileAtFiling: RequesterProfile })[];
  /** The user's side of every match, from their own requests and from others', with their responses. */
  partnerMatches: PartnerMatch[];
  /** The campaigns the user is a partner in, with every partner's plan, figures and voucher code as the user sees them. */
  campaigns: Campaign[];
}

/** Everything this service holds about a user, read in one transaction so the lists agree. */
@Injectable()
export class ExportUserDataHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly requests: RequestRepository,
    private readonly matches: PartnerMatchRepository,
    private readonly campaigns: CampaignRepository,
  ) {}

  execute(userId: string): Promise<MatchingUserData> {
    return this.unitOfWork.run(async (tx) => {
      const requests = await this.requests.listByUser(tx, userId);
      const matches = await this.matches.listAllByUser(tx, userId);
      const campaigns = await this.campaigns.listAllForUser(tx, userId);
      return {
        marketingRequests: requests.map((row) => ({ ...toMarketingRequest(row), profileAtFiling: row.requester })),
        partnerMatches: matches.map(toPartnerMatch),
        campaigns: campaigns.map((row) => toCampaign(row, userId)),
      };
    });
  }
}
