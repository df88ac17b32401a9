import { Injectable } from '@nestjs/common';
import { type Business, type CreateRequest, type MarketingRequest } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { RequestRepository } from '../request.repository';
import { toMarketingRequest } from '../request.row';

/**
 * Files a request with a snapshot of the requester's profile as it is now (a later profile change
 * does not rewrite what this request was matched on) and queues `request.created` for matching.
 */
@Injectable()
export class CreateRequestHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly requests: RequestRepository,
  ) {}

  execute(userId: string, requester: Business, input: CreateRequest): Promise<MarketingRequest> {
    return this.unitOfWork.run(async (tx) => {
      const request = toMarketingRequest(await this.requests.create(tx, userId, requester, input));
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
}
