import { Injectable } from '@nestjs/common';
import { type AutoGenerateResult } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { RequestRepository } from '../../marketing-requests/request.repository';
import { MatchRequestHandler } from '../../marketing-requests/match-request/match-request.handler';

/** At most this many requests per press of the button; the answer says how many were matched. */
export const AUTO_GENERATE_BATCH = 200;

/**
 * Staff's 'Auto-generate': the same matching as on `request.created`, for every request still
 * without partners (open, or none found when it was filed: businesses may have joined since),
 * each request in its own transaction so one failure does not undo the others.
 */
@Injectable()
export class AutoGenerateHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly requests: RequestRepository,
    private readonly matcher: MatchRequestHandler,
  ) {}

  async execute(): Promise<AutoGenerateResult> {
    const ids = await this.requests.unmatchedIds(this.unitOfWork.db, AUTO_GENERATE_BATCH);
    const matches: AutoGenerateResult['matches'] = [];
    let requestsMatched = 0;
    for (const requestId of ids) {
      const sides = await this.unitOfWork.run((tx) => this.matcher.execute(tx, requestId, { again: true }));
      if (sides.length) requestsMatched++;
      // The sides come in pairs: the requester's, then the partner's.
      for (let i = 0; i + 1 < sides.length; i += 2) {
        const [mine, theirs] = [sides[i], sides[i + 1]];
        matches.push({ id: mine.matchId, requestId, businessAId: mine.businessId, businessBId: theirs.businessId, businessBName: mine.partnerBusinessName });
      }
    }
    return { requestsMatched, matches };
  }
}
