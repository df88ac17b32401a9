import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { parseEventPayload } from '@comarketing/contracts';
import { type SqlExecutor } from '@comarketing/messaging';
import { emitInTransaction, InboxSubscriptions, LOGGER } from '@comarketing/server-kit';
import { randomUUID } from 'node:crypto';
import { type Logger } from 'pino';
import { priorityOf } from '../matches/partner-match.row';
import { MATCHING_SCHEMA } from '../matching.schema-name';
import { MATCHING_SETTINGS, type MatchingSettings } from '../matching.settings';
import { GEOGRAPHY, type Geography } from '../read-model/geography.provider';
import { type RequestRow } from '../requests/request.row';
import { PARTNER_RANKER, type PartnerRanker, type ProfileFacts } from '../read-model/partner-ranker';
import { candidateQuery, DECLINE_SUPPRESSION_DAYS } from '../read-model/candidate-query';

export const REQUEST_CREATED_QUEUE = 'matching.request-created';
const PENDING_MATCHES_PER_REQUEST = 3;

interface CandidateRow {
  facts: ProfileFacts;
}

/**
 * `request.created`: finds partners for the request. Candidates are prefiltered in SQL (not the
 * requester or their other businesses, inside the requester's radius by a latitude/longitude box
 * unless either side is nationwide, no pair already matched or declined in the last 90 days), then
 * scored; the best 10 are kept for the request and the best 3 become pending matches on both sides.
 */
@Injectable()
export class RequestCreatedConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly inbox: InboxSubscriptions,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(GEOGRAPHY) private readonly geography: Geography,
    @Inject(PARTNER_RANKER) private readonly ranker: PartnerRanker,
    @Inject(MATCHING_SETTINGS) private readonly settings: MatchingSettings,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return this.inbox.consume(
      { queue: REQUEST_CREATED_QUEUE, routingKeys: ['request.created'], handle: (event, tx) => this.findPartners(parseEventPayload('request.created', event.payload).requestId, tx) },
    );
  }

  async findPartners(requestId: string, tx: SqlExecutor): Promise<void> {
    const [request] = await tx.query<RequestRow>(`SELECT * FROM matching.requests WHERE id = $1 FOR UPDATE`, [requestId]);
    if (!request || request.status !== 'open') return;
    const requester = this.requesterFacts(request);
    const candidates = await this.candidates(tx, request, requester);
    const ranked = this.ranker.rank(requester, request, candidates.map((c) => c.facts));

    for (const [rank, match] of ranked.entries()) {
      const c = match.candidate;
      await tx.query(
        `INSERT INTO matching.auto_matches (request_id, business_id, rank, score, reasons, business) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
        [request.id, c.businessId, rank, match.score, JSON.stringify(match.reasons), JSON.stringify({ id: c.businessId, businessName: c.businessName, industry: c.industry, location: c.location ?? '', description: c.description ?? null })],
      );
    }

    const sides: { matchId: string; userId: string; businessId: string; partnerBusinessName: string; role: 'requester' | 'partner' }[] = [];
    const expiresAt = new Date(Date.now() + this.settings.expiryDays * 86_400_000);
    for (const match of ranked.slice(0, PENDING_MATCHES_PER_REQUEST)) {
      const partner = match.candidate;
      const pairId = randomUUID();
      const [a, b] = [requester.businessId, partner.businessId].sort();
      const claimed = await tx.query(
        `INSERT INTO matching.pair_history (business_a, business_b, pair_id) VALUES ($1, $2, $3)
         ON CONFLICT (business_a, business_b) DO UPDATE SET pair_id = EXCLUDED.pair_id, declined_at = NULL
           WHERE matching.pair_history.declined_at < now() - make_interval(days => ${DECLINE_SUPPRESSION_DAYS})
         RETURNING pair_id`,
        [a, b, pairId],
      );
      if (claimed.length === 0) continue; // matched meanwhile: never two open matches for one pair
      const score = Math.round(match.score * 100);
      const priority = priorityOf(match.score);
      const reasons = JSON.stringify(match.reasons);
      for (const [side, other, role] of [
        [requester, partner, 'requester'],
        [partner, requester, 'partner'],
      ] as const) {
        const [row] = await tx.query<{ id: string }>(
          `INSERT INTO matching.partner_matches (pair_id, request_id, user_id, business_id, partner_user_id, partner_business_id, partner, match_score, match_reasons, priority, expires_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
          [pairId, request.id, side.userId, side.businessId, other.userId, other.businessId, JSON.stringify(partnerView(other)), score, reasons, priority, expiresAt],
        );
        sides.push({ matchId: row.id, userId: side.userId, businessId: side.businessId, partnerBusinessName: other.businessName, role });
      }
    }

    await tx.query(`UPDATE matching.requests SET status = $2, matched_at = now() WHERE id = $1`, [request.id, sides.length ? 'matched' : 'no-matches']);
    if (sides.length) await emitInTransaction(tx, MATCHING_SCHEMA, 'matches.found', { requestId: request.id, requesterUserId: request.user_id, sides });
    this.logger.info({ requestId, candidates: candidates.length, ranked: ranked.length, pairs: sides.length / 2 }, 'matched request');
  }

  private requesterFacts(request: RequestRow): ProfileFacts {
    const business = request.requester as unknown as Omit<ProfileFacts, 'businessId'> & { id: string };
    return { ...business, ...this.geography.locate(business.postcode), businessId: business.id, userId: request.user_id };
  }

  private candidates(tx: SqlExecutor, request: RequestRow, requester: ProfileFacts): Promise<CandidateRow[]> {
    const { sql, params } = candidateQuery(requester, request.user_id, request.ideal_partner.location);
    return tx.query<CandidateRow>(sql, params);
  }

}

function partnerView(b: ProfileFacts & { website?: string | null }) {
  return { businessName: b.businessName, industry: b.industry, location: b.location ?? '', companySize: b.companySize ?? null, description: b.description ?? null, website: b.website ?? null };
}

