import { Inject, Injectable } from '@nestjs/common';
import { type PairScore } from '@comarketing/contracts';
import { type SqlExecutor } from '@comarketing/messaging';
import { UnitOfWork } from '@comarketing/server-kit';
import { PairBusinessNotFound } from '../admin.errors';
import { PartnerMatchRepository } from '../../matches/partner-match.repository';
import { BusinessRepository } from '../../read-model/business.repository';
import { GEOGRAPHY, type Geography } from '../../read-model/geography.provider';
import { type ProfileFacts } from '../../scoring';
import { pairScore } from './pair-score';

/** 'Calculate Match Score': both businesses as matching knows them, scored by the engine. */
@Injectable()
export class ScorePairHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly businesses: BusinessRepository,
    private readonly matches: PartnerMatchRepository,
    @Inject(GEOGRAPHY) private readonly geography: Geography,
  ) {}

  execute(businessAId: string, businessBId: string): Promise<PairScore> {
    return this.score(this.unitOfWork.db, businessAId, businessBId).then((scored) => scored.score);
  }

  /** The pair's facts and score, read where `db` reads (a transaction when a match is written next). */
  async score(db: SqlExecutor, businessAId: string, businessBId: string): Promise<{ a: ProfileFacts; b: ProfileFacts; score: PairScore }> {
    const facts = await this.businesses.factsOf(db, [businessAId, businessBId]);
    const [a, b] = [facts.get(businessAId), facts.get(businessBId)];
    if (!a || !b) throw new PairBusinessNotFound();
    const located = (f: ProfileFacts) => (f.latitude == null ? { ...f, ...this.geography.locate(f.postcode) } : f);
    return { a: located(a), b: located(b), score: pairScore(located(a), located(b), await this.matches.suppressionFor(db, businessAId)) };
  }
}
