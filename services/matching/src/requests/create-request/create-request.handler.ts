import { Inject, Injectable } from '@nestjs/common';
import { type Business, type CreateRequest, type MarketingRequest } from '@comarketing/contracts';
import { type OutboxRelay, type SqlTransactionRunner } from '@comarketing/messaging';
import { emitInTransaction, OUTBOX_RELAY, SQL_RUNNER } from '@comarketing/server-kit';
import { MATCHING_SCHEMA } from '../../matching.schema-name';
import { type RequestRow, toMarketingRequest } from '../request.row';

/**
 * Files a request with a snapshot of the requester's profile as it is now (a later profile change
 * does not rewrite what this request was matched on) and queues `request.created` for matching.
 */
@Injectable()
export class CreateRequestHandler {
  constructor(
    @Inject(SQL_RUNNER) private readonly db: SqlTransactionRunner,
    @Inject(OUTBOX_RELAY) private readonly relay: OutboxRelay,
  ) {}

  async execute(userId: string, requester: Business, input: CreateRequest): Promise<MarketingRequest> {
    const row = await this.db.transaction(async (tx) => {
      const [created] = await tx.query<RequestRow>(
        `INSERT INTO matching.requests (business_id, user_id, title, campaign_types, goals, description, budget_min, budget_max, budget_period, start_date, end_date, ideal_partner, requester)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING *`,
        [
          requester.id,
          userId,
          input.title,
          JSON.stringify(input.campaignTypes),
          JSON.stringify(input.goals),
          input.description,
          input.budgetRange.min,
          input.budgetRange.max,
          input.budgetRange.period,
          input.startDate ?? null,
          input.endDate ?? null,
          JSON.stringify(input.idealPartner),
          JSON.stringify(requester),
        ],
      );
      const request = toMarketingRequest(created);
      await emitInTransaction(tx, MATCHING_SCHEMA, 'request.created', {
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
      return created;
    });
    this.relay.nudge();
    return toMarketingRequest(row);
  }
}
