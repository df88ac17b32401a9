import { Injectable } from '@nestjs/common';
import { type Transaction } from '@comarketing/server-kit';
import { type PartnerMatchRow } from '../../matches/partner-match.row';
import { RequestRepository } from '../../marketing-requests/request.repository';
import { calendarDay } from '../../marketing-requests/request.row';
import { defaultSplit, requestedSplit } from '../budget-split';
import { CampaignRepository, type NewCampaign } from '../campaign.repository';

interface GroupForCampaign {
  groupId: string;
  name: string;
  description: string | null;
  members: { business_id: string; user_id: string; business: { businessName: string; industry: string; location: string } }[];
}

/**
 * Makes the draft campaign of a partnership, in the transaction that made the partnership, and
 * announces it (`campaign.created`; every partner's owner is notified):
 * - a pair, when its second side accepts: the request's title, types, goals, dates, budget and
 *   budget split (a 'custom' split starts at equal shares for the partners to agree in the plan);
 *   a pair staff made by hand has no request, so a title naming both and an empty plan;
 * - a group partnership, when staff create it (groups have no accept step): the group's name and
 *   description, equal shares and an empty budget for the members to agree.
 */
@Injectable()
export class StartCampaignHandler {
  constructor(
    private readonly campaigns: CampaignRepository,
    private readonly requests: RequestRepository,
  ) {}

  /** `mine` is the side that accepted last, `partner` the side that had accepted before. */
  async fromAcceptedPair(tx: Transaction, mine: PartnerMatchRow, partner: PartnerMatchRow): Promise<string | undefined> {
    const request = mine.request_id ? await this.requests.findById(tx, mine.request_id) : undefined;
    // The request's owner first: in a 60-40 split they pay 60.
    const sides = request && request.user_id === partner.user_id ? [partner, mine] : [mine, partner];
    const members = sides.map((side) => {
      // Each side's row shows the other business; a side's own business is on the other row.
      const view = (side === mine ? partner : mine).partner;
      return { businessId: side.business_id, userId: side.user_id, business: { businessName: view.businessName, industry: view.industry, location: view.location } };
    });
    const businessIds = members.map((m) => m.businessId);
    const { split, shares } = request ? requestedSplit(request.budget_split, businessIds) : defaultSplit(businessIds);
    return this.create(tx, {
      pairId: mine.pair_id,
      groupId: null,
      requestId: request?.id ?? null,
      title: request?.title ?? `${members[0].business.businessName} × ${members[1].business.businessName}`,
      description: request?.description ?? null,
      campaignTypes: request?.campaign_types ?? [],
      goals: request?.goals ?? [],
      startDate: request ? calendarDay(request.start_date) : null,
      endDate: request ? calendarDay(request.end_date) : null,
      budget: request?.budget_max ?? 0,
      budgetSplit: split,
      members: members.map((m) => ({ ...m, sharePercent: shares[m.businessId] })),
    });
  }

  fromGroup(tx: Transaction, group: GroupForCampaign): Promise<string | undefined> {
    const { split, shares } = defaultSplit(group.members.map((m) => m.business_id));
    return this.create(tx, {
      pairId: null,
      groupId: group.groupId,
      requestId: null,
      title: group.name,
      description: group.description,
      campaignTypes: [],
      goals: [],
      startDate: null,
      endDate: null,
      budget: 0,
      budgetSplit: split,
      members: group.members.map((m) => ({ businessId: m.business_id, userId: m.user_id, business: m.business, sharePercent: shares[m.business_id] })),
    });
  }

  private async create(tx: Transaction, campaign: NewCampaign): Promise<string | undefined> {
    const id = await this.campaigns.create(tx, campaign);
    if (!id) return undefined;
    tx.emit('campaign.created', {
      campaignId: id,
      title: campaign.title,
      members: campaign.members.map((m) => ({ userId: m.userId, businessId: m.businessId, businessName: m.business.businessName })),
    });
    return id;
  }
}
