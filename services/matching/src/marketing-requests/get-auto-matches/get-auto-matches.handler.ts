import { Injectable } from '@nestjs/common';
import { type AutoMatches } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { isUuid } from '../../read-model/uuid';
import { RequestNotFound } from '../request.errors';
import { RequestRepository } from '../request.repository';

/**
 * The scored candidates of the owner's request, best first (empty while matching runs), each with
 * the candidate's own latest campaign as it is now and the partner match it became, if any; and
 * what became of the partner industries the request asked for.
 */
@Injectable()
export class GetAutoMatchesHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly requests: RequestRepository,
  ) {}

  execute(userId: string, requestId: string): Promise<AutoMatches> {
    if (!isUuid(requestId)) throw new RequestNotFound();
    return this.unitOfWork.run(async (tx) => {
      const request = await this.requests.findStatusOfOwn(tx, requestId, userId);
      if (!request) throw new RequestNotFound();
      const rows = await this.requests.candidatesOf(tx, requestId);
      return {
        // 'open' until the request.created consumer has matched it ('matched' or 'no-matches').
        searching: request.status === 'open',
        totalMatches: rows.length,
        // What Partner Matches and the new-matches notification count (the best, at most 3).
        partnerMatches: rows.filter((r) => r.partner_match_id !== null).length,
        partnerIndustries: request.preference,
        topMatches: rows.map((r) => ({
          // Rounded as /api/partner-matches rounds it (whole percent), so both pages show one figure.
          matchScore: Math.round(r.score * 100) / 100,
          matchReasons: r.reasons,
          business: r.business,
          request: r.title === null ? null : { title: r.title, campaignTypes: r.campaign_types ?? [], goals: r.goals ?? [] },
          askedFor: r.preferred,
          partnerMatchId: r.partner_match_id,
        })),
      };
    });
  }
}
