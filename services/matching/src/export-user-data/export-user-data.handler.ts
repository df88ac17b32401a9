import { Inject, Injectable } from '@nestjs/common';
import { type MarketingRequest, type PartnerMatch } from '@comarketing/contracts';
import { type SqlTransactionRunner } from '@comarketing/messaging';
import { SQL_RUNNER } from '@comarketing/server-kit';
import { type PartnerMatchRow, toPartnerMatch } from '../matches/partner-match.row';
import { type RequestRow, toMarketingRequest } from '../requests/request.row';

export interface MatchingUserData {
  /** The user's marketing requests, each with the copy of their business profile it was filed with. */
  marketingRequests: (MarketingRequest & { profileAtFiling: Record<string, unknown> })[];
  /** The user's side of every match, from their own requests and from others', with their responses. */
  partnerMatches: PartnerMatch[];
}

/** Everything this service holds about a user, read in one transaction so the two lists agree. */
@Injectable()
export class ExportUserDataHandler {
  constructor(@Inject(SQL_RUNNER) private readonly db: SqlTransactionRunner) {}

  execute(userId: string): Promise<MatchingUserData> {
    return this.db.transaction(async (tx) => {
      const requests = await tx.query<RequestRow>(`SELECT * FROM matching.requests WHERE user_id = $1 ORDER BY created_at, id`, [userId]);
      const matches = await tx.query<PartnerMatchRow>(`SELECT * FROM matching.partner_matches WHERE user_id = $1 ORDER BY created_at, id`, [userId]);
      return {
        marketingRequests: requests.map((row) => ({ ...toMarketingRequest(row), profileAtFiling: row.requester })),
        partnerMatches: matches.map(toPartnerMatch),
      };
    });
  }
}
