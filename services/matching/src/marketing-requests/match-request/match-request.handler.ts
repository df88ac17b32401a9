import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { ANY_PARTNER_INDUSTRY } from '@comarketing/contracts';
import { LOGGER, type Transaction, UnitOfWork } from '@comarketing/server-kit';
import { randomUUID } from 'node:crypto';
import { type Logger } from 'pino';
import { PartnerMatchRepository } from '../../matches/partner-match.repository';
import { priorityOf } from '../../matches/partner-match.row';
import { MATCHING_SETTINGS, type MatchingSettings } from '../../matching.settings';
import { BusinessRepository } from '../../read-model/business.repository';
import { CANDIDATE_SOURCE, type CandidateSource } from '../../read-model/candidate-index/candidate-index';
import { GEOGRAPHY, type Geography } from '../../read-model/geography.provider';
import { PARTNER_RANKER, type PartnerRanker, type PreferenceOutcome, type ProfileFacts, type RankedPartner } from '../../read-model/partner-ranker';
import { toMatchRequest } from '../../read-model/scoring-engine';
import { type PreferenceRecord, RequestRepository } from '../request.repository';
import { type RequestRow } from '../request.row';

const PENDING_MATCHES_PER_REQUEST = 3;

/** One side of a new pair, as `matches.found` announces it; `execute` answers them in pairs (the requester's side, then the partner's). */
export interface MatchSide {
  matchId: string;
  userId: string;
  businessId: string;
  partnerBusinessName: string;
  role: 'requester' | 'partner';
}

/**
 * Finds partners for a request (on `request.created`). Candidates come from the in-memory candidate
 * index (businesses within reach of the requester's radius, or nationwide), the engine applies the
 * hard filters exactly (including pairs already matched or declined in the last 90 days, read from
 * the pair history) and scores the rest; the best 10 are kept for the request (those in a partner
 * industry it asks for first) and the best 3 become pending matches on both sides, each side with
 * the reasons in its own words, announced as `matches.found`. What became of the asked-for
 * industries is kept with the request, for the owner's panel.
 */
@Injectable()
export class MatchRequestHandler implements OnApplicationBootstrap {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly requests: RequestRepository,
    private readonly matches: PartnerMatchRepository,
    private readonly businesses: BusinessRepository,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(GEOGRAPHY) private readonly geography: Geography,
    @Inject(PARTNER_RANKER) private readonly ranker: PartnerRanker,
    @Inject(MATCHING_SETTINGS) private readonly settings: MatchingSettings,
    @Inject(CANDIDATE_SOURCE) private readonly candidates: CandidateSource,
  ) {}

  onApplicationBootstrap(): void {
    // Loading the index takes about a second per 100,000 businesses: start it now, in the background.
    const started = Date.now();
    void this.unitOfWork
      .run((tx) => this.candidates.refresh(tx))
      .then(
        (businesses) => this.logger.info({ businesses, ms: Date.now() - started }, 'candidate index loaded'),
        (error: unknown) => this.logger.warn({ err: error }, 'candidate index not loaded at start; the first request will load it'),
      );
  }

  /**
   * Answers the sides of the new pairs (none when the request was matched already). `again` also
   * matches a request that found nobody before (staff's 'Auto-generate': partners may have joined).
   */
  async execute(tx: Transaction, requestId: string, { again = false }: { again?: boolean } = {}): Promise<MatchSide[]> {
    const request = await this.requests.lock(tx, requestId);
    if (!request || !(request.status === 'open' || (again && request.status === 'no-matches'))) return [];
    const requester = this.requesterFacts(request);
    const [candidates, suppression] = await Promise.all([this.candidates.candidatesFor(requester, toMatchRequest(request), tx), this.matches.suppressionFor(tx, requester.businessId)]);
    const { partners: best, preference } = this.ranker.rank(requester, request, candidates, suppression);
    // A partner whose owner is being erased must not get matches written after the erasure: hold
    // it off until this commits, and read the partners again under that lock.
    await this.businesses.lock(tx, best.map((m) => m.candidate.businessId), 'shared');
    const ranked = await this.withFullFacts(tx, best);

    await this.requests.keepCandidates(
      tx,
      request.id,
      ranked.map(({ candidate: c, score, reasons, preferred }) => ({
        businessId: c.businessId,
        score,
        reasons,
        preferred,
        business: { id: c.businessId, businessName: c.businessName, industry: c.industry, location: c.location ?? '', description: c.description ?? null },
      })),
    );

    const sides: MatchSide[] = [];
    const expiresAt = new Date(Date.now() + this.settings.expiryDays * 86_400_000);
    // What the partners read of the request on their side of each match.
    const requestView = {
      title: request.title,
      campaignTypes: request.campaign_types,
      goals: request.goals,
      duration: request.duration,
      budgetSplit: request.budget_split,
      partnerRequirements: request.partner_requirements,
    };
    for (const match of ranked.slice(0, PENDING_MATCHES_PER_REQUEST)) {
      const partner = match.candidate;
      const rows = await this.matches.claimPair(tx, {
        pairId: randomUUID(),
        requestId: request.id,
        requester: { userId: requester.userId, businessId: requester.businessId, view: partnerView(requester) },
        partner: { userId: partner.userId, businessId: partner.businessId, view: partnerView(partner) },
        score: Math.round(match.score * 100),
        reasons: match.reasons,
        partnerReasons: match.partnerReasons,
        priority: priorityOf(match.score),
        expiresAt,
        request: requestView,
      });
      if (rows.length === 0) continue; // matched meanwhile, or declined within the suppression window
      for (const [side, other, role] of [
        [requester, partner, 'requester'],
        [partner, requester, 'partner'],
      ] as const) {
        const row = rows.find((r) => r.business_id === side.businessId)!;
        sides.push({ matchId: row.id, userId: side.userId, businessId: side.businessId, partnerBusinessName: other.businessName, role });
      }
    }

    await this.requests.markMatched(tx, request.id, sides.length ? 'matched' : 'no-matches', preferenceRecord(request, preference, ranked));
    if (sides.length) tx.emit('matches.found', { requestId: request.id, requesterUserId: request.user_id, sides });
    this.logger.info({ requestId, ranked: ranked.length, pairs: sides.length / 2 }, 'matched request');
    return sides;
  }

  /** The requester's business as the request was filed with it, located again (the outcode table may have changed since). */
  private requesterFacts(request: RequestRow): ProfileFacts {
    return { ...request.requester, ...this.geography.locate(request.requester.postcode), businessId: request.business_id, userId: request.user_id };
  }

  /** The index keeps only what scoring reads; the winners' descriptions and websites come from the table (in this transaction's snapshot). */
  private async withFullFacts(tx: Transaction, ranked: RankedPartner[]): Promise<RankedPartner[]> {
    if (ranked.length === 0) return ranked;
    const full = await this.businesses.factsOf(tx, ranked.map((m) => m.candidate.businessId));
    // A winner deleted since the index last refreshed is no longer a partner.
    return ranked.filter((m) => full.has(m.candidate.businessId)).map((m) => ({ ...m, candidate: { ...m.candidate, ...full.get(m.candidate.businessId) } }));
  }
}

/** What the owner is told of the partner industries they asked for; null when they asked for none. */
function preferenceRecord(request: RequestRow, outcome: PreferenceOutcome | undefined, ranked: RankedPartner[]): PreferenceRecord | null {
  if (!outcome) return null;
  return {
    asked: request.ideal_partner.industry.filter((label) => label !== ANY_PARTNER_INDUSTRY),
    // Of those kept (a winner deleted meanwhile is not).
    matched: ranked.filter((m) => m.preferred).length,
    withinReach: outcome.withinReach,
    unavailable: outcome.unavailable,
    belowThreshold: outcome.belowThreshold,
  };
}

function partnerView(b: ProfileFacts & { website?: string | null }) {
  return { businessName: b.businessName, industry: b.industry, location: b.location ?? '', companySize: b.companySize ?? null, description: b.description ?? null, website: b.website ?? null };
}
