import { Inject, Injectable } from '@nestjs/common';
import { ADMIN_TEXT, type ManualMatchRequest } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { randomUUID } from 'node:crypto';
import { PartnerMatchRepository } from '../../matches/partner-match.repository';
import { MATCHING_SETTINGS, type MatchingSettings } from '../../matching.settings';
import { BusinessRepository } from '../../read-model/business.repository';
import { type ProfileFacts } from '../../scoring';
import { PairNotAllowed } from '../admin.errors';
import { ScorePairHandler } from '../score-pair/score-pair.handler';

const view = (b: ProfileFacts & { website?: string | null }) => ({ businessName: b.businessName, industry: b.industry, location: b.location ?? '', companySize: b.companySize ?? null, description: b.description ?? null, website: b.website ?? null });

/**
 * A match staff make by hand: written for both sides as `manual`, with staff's score, priority and
 * note (shown to both owners as the first reason) followed by the engine's reasons for the pair.
 * The pair history holds as for automatic matches (claimed in the same statement), and both owners
 * are told through `match.suggested`.
 */
@Injectable()
export class CreateManualMatchHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly scorer: ScorePairHandler,
    private readonly matches: PartnerMatchRepository,
    private readonly businesses: BusinessRepository,
    @Inject(MATCHING_SETTINGS) private readonly settings: MatchingSettings,
  ) {}

  execute(input: ManualMatchRequest): Promise<{ pairId: string; matchIds: string[] }> {
    return this.unitOfWork.run(async (tx) => {
      // Held against an erasure of either owner until this commits (as automatic matching does).
      await this.businesses.lock(tx, [input.businessAId, input.businessBId], 'shared');
      const { a, b, score } = await this.scorer.score(tx, input.businessAId, input.businessBId);
      if (score.blocked) throw new PairNotAllowed(score.blocked);
      const pairId = randomUUID();
      const rows = await this.matches.claimPair(tx, {
        pairId,
        requestId: null,
        requester: { userId: a.userId, businessId: a.businessId, view: view(a) },
        partner: { userId: b.userId, businessId: b.businessId, view: view(b) },
        score: input.matchScore,
        reasons: [input.matchReason, ...score.reasons].slice(0, 4),
        priority: input.priority,
        expiresAt: new Date(Date.now() + this.settings.expiryDays * 86_400_000),
        matchType: 'manual',
        adminNotes: input.matchReason,
      });
      // Claimed by another match between the check and the claim.
      if (rows.length === 0) throw new PairNotAllowed(ADMIN_TEXT.pairExists);
      const side = (facts: ProfileFacts, other: ProfileFacts) => ({ matchId: rows.find((r) => r.business_id === facts.businessId)!.id, userId: facts.userId, businessId: facts.businessId, partnerBusinessName: other.businessName });
      tx.emit('match.suggested', { pairId, sides: [side(a, b), side(b, a)] });
      return { pairId, matchIds: rows.map((r) => r.id) };
    });
  }
}
