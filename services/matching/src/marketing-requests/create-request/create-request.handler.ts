import { Inject, Injectable } from '@nestjs/common';
import { type CreateRequest, type MarketingRequest } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { setTimeout as sleep } from 'node:timers/promises';
import { MATCHING_SETTINGS, type MatchingSettings } from '../../matching.settings';
import { BusinessRepository } from '../../read-model/business.repository';
import { type ProfileFacts } from '../../scoring';
import { BusinessProfileRequired, NotOwnBusiness } from '../request.errors';
import { RequestRepository } from '../request.repository';
import { toMarketingRequest } from '../request.row';

/** How often the read model is asked again while the requester's business is on its way. */
const REQUESTER_POLL_MS = 100;

/**
 * Files a request for the user's own business with a snapshot of its profile as it is now (a later
 * profile change does not rewrite what this request was matched on) and queues `request.created`
 * for matching. The business comes from this service's read model of businesses, not from the
 * caller.
 */
@Injectable()
export class CreateRequestHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly requests: RequestRepository,
    private readonly businesses: BusinessRepository,
    @Inject(MATCHING_SETTINGS) private readonly settings: MatchingSettings,
  ) {}

  async execute(userId: string, input: CreateRequest): Promise<MarketingRequest> {
    const requester = await this.requesterBusiness(userId);
    if (input.businessId !== undefined && input.businessId !== null && input.businessId !== requester.businessId) throw new NotOwnBusiness();
    return this.unitOfWork.run(async (tx) => {
      const request = toMarketingRequest(await this.requests.create(tx, requester, input));
      tx.emit('request.created', {
        requestId: request.id,
        businessId: request.businessId,
        userId,
        title: request.title,
        campaignTypes: request.campaignTypes,
        goals: request.goals,
        budget: request.budgetRange,
        startDate: request.startDate,
        endDate: request.endDate,
        idealPartner: request.idealPartner,
        description: request.description,
      });
      return request;
    });
  }

  /**
   * The user's business from the read model. That is fed by `business.upserted` through the
   * accounts service's outbox and the bus, so a profile saved a moment ago may not be here yet, and
   * an owner's first request often follows at once (so do the e2e tests). So it waits a short,
   * bounded time for it, then refuses as the BFF did when it asked the accounts service: 400,
   * complete your business profile. A 409 "try again" instead would be news to the owner remote,
   * which has a message for a missing profile but none for that.
   */
  private async requesterBusiness(userId: string): Promise<ProfileFacts> {
    const deadline = Date.now() + this.settings.requesterBusinessWaitMs;
    for (;;) {
      const business = await this.businesses.factsOfUser(this.unitOfWork.db, userId);
      if (business) return business;
      const left = deadline - Date.now();
      if (left <= 0) throw new BusinessProfileRequired();
      await sleep(Math.min(REQUESTER_POLL_MS, left));
    }
  }
}
