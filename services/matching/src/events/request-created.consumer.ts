import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { parseEventPayload } from '@comarketing/contracts';
import { type SqlExecutor, type SqlTransactionRunner } from '@comarketing/messaging';
import { emitInTransaction, InboxSubscriptions, LOGGER, SQL_RUNNER } from '@comarketing/server-kit';
import { randomUUID } from 'node:crypto';
import { type Logger } from 'pino';
import { priorityOf } from '../matches/partner-match.row';
import { MATCHING_SCHEMA } from '../matching.schema-name';
import { MATCHING_SETTINGS, type MatchingSettings } from '../matching.settings';
import { GEOGRAPHY, type Geography } from '../read-model/geography.provider';
import { toMatchRequest } from '../read-model/scoring-engine';
import { type RequestRow } from '../requests/request.row';
import { PARTNER_RANKER, type PartnerRanker, type ProfileFacts, type RankedPartner } from '../read-model/partner-ranker';
import { CANDIDATE_SOURCE, type CandidateSource } from '../read-model/candidate-index/candidate-index';
import { lockBusinesses } from '../erasure/erase';
import { DECLINE_SUPPRESSION_DAYS, pairKey, type Suppression } from '../scoring';

export const REQUEST_CREATED_QUEUE = 'matching.request-created';
const PENDING_MATCHES_PER_REQUEST = 3;

/**
 * `request.created`: finds partners for the request. Candidates come from the in-memory candidate
 * index (businesses within reach of the requester's radius, or nationwide), the engine applies the
 * hard filters exactly (including pairs already matched or declined in the last 90 days, read from
 * the pair history) and scores the rest; the best 10 are kept for the request and the best 3
 * become pending matches on both sides.
 */
@Injectable()
export class RequestCreatedConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly inbox: InboxSubscriptions,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(GEOGRAPHY) private readonly geography: Geography,
    @Inject(PARTNER_RANKER) private readonly ranker: PartnerRanker,
    @Inject(MATCHING_SETTINGS) private readonly settings: MatchingSettings,
    @Inject(CANDIDATE_SOURCE) private readonly candidates: CandidateSource,
    @Inject(SQL_RUNNER) private readonly db: SqlTransactionRunner,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    // Loading the index takes about a second per 100,000 businesses: start it now, in the background.
    const started = Date.now();
    void this.db
      .transaction((tx) => this.candidates.refresh(tx))
      .then(
        (businesses) => this.logger.info({ businesses, ms: Date.now() - started }, 'candidate index loaded'),
        (error: unknown) => this.logger.warn({ err: error }, 'candidate index not loaded at start; the first request will load it'),
      );
    return this.inbox.consume(
      { queue: REQUEST_CREATED_QUEUE, routingKeys: ['request.created'], handle: (event, tx) => this.findPartners(parseEventPayload('request.created', event.payload).requestId, tx) },
    );
  }

  async findPartners(requestId: string, tx: SqlExecutor): Promise<void> {
    const [request] = await tx.query<RequestRow>(`SELECT * FROM matching.requests WHERE id = $1 FOR UPDATE`, [requestId]);
    if (!request || request.status !== 'open') return;
    const requester = this.requesterFacts(request);
    const [candidates, suppression] = await Promise.all([this.candidates.candidatesFor(requester, toMatchRequest(request), tx), this.suppression(tx, requester.businessId)]);
    const best = this.ranker.rank(requester, request, candidates, suppression);
    // A partner whose owner is being erased must not get matches written after the erasure: hold
    // it off until this commits, and read the partners again under that lock.
    await lockBusinesses(tx, best.map((m) => m.candidate.businessId), 'shared');
    const ranked = await this.withFullFacts(tx, best);

    if (ranked.length) {
      // One statement for the ten: each round trip counts against the 20 ms of an auto-match.
      await tx.query(
        `INSERT INTO matching.auto_matches (request_id, business_id, rank, score, reasons, business)
         SELECT $1, m.business_id, m.rank, m.score, m.reasons, m.business
         FROM jsonb_to_recordset($2::jsonb) AS m(business_id uuid, rank int, score double precision, reasons jsonb, business jsonb)
         ON CONFLICT DO NOTHING`,
        [
          request.id,
          JSON.stringify(
            ranked.map(({ candidate: c, score, reasons }, rank) => ({
              business_id: c.businessId,
              rank,
              score,
              reasons,
              business: { id: c.businessId, businessName: c.businessName, industry: c.industry, location: c.location ?? '', description: c.description ?? null },
            })),
          ),
        ],
      );
    }

    const sides: { matchId: string; userId: string; businessId: string; partnerBusinessName: string; role: 'requester' | 'partner' }[] = [];
    const expiresAt = new Date(Date.now() + this.settings.expiryDays * 86_400_000);
    for (const match of ranked.slice(0, PENDING_MATCHES_PER_REQUEST)) {
      const partner = match.candidate;
      const pairId = randomUUID();
      const [a, b] = [requester.businessId, partner.businessId].sort();
      const score = Math.round(match.score * 100);
      const priority = priorityOf(match.score);
      const reasons = JSON.stringify(match.reasons);
      // One statement: claim the pair (never two open matches for one pair, nor a recent decline
      // again), then write both sides, each row saying whose side it is. No claim, no rows.
      const rows = await tx.query<{ id: string; business_id: string }>(
        `WITH claimed AS (
           INSERT INTO matching.pair_history (business_a, business_b, pair_id) VALUES ($13::uuid, $14::uuid, $1::uuid)
           ON CONFLICT (business_a, business_b) DO UPDATE SET pair_id = EXCLUDED.pair_id, declined_at = NULL
             WHERE matching.pair_history.declined_at < now() - make_interval(days => ${DECLINE_SUPPRESSION_DAYS})
           RETURNING pair_id
         )
         INSERT INTO matching.partner_matches (pair_id, request_id, user_id, business_id, partner_user_id, partner_business_id, partner, match_score, match_reasons, priority, expires_at)
         SELECT claimed.pair_id, $2::uuid, side.user_id, side.business_id, side.partner_user_id, side.partner_business_id, side.partner, $8::int, $9::jsonb, $10::text, $11::timestamptz
         FROM claimed, (VALUES ($3::uuid, $4::uuid, $5::uuid, $6::uuid, $7::jsonb), ($5::uuid, $6::uuid, $3::uuid, $4::uuid, $12::jsonb))
           AS side (user_id, business_id, partner_user_id, partner_business_id, partner)
         RETURNING id, business_id`,
        [pairId, request.id, requester.userId, requester.businessId, partner.userId, partner.businessId, JSON.stringify(partnerView(partner)), score, reasons, priority, expiresAt, JSON.stringify(partnerView(requester)), a, b],
      );
      if (rows.length === 0) continue; // matched meanwhile, or declined within the suppression window
      for (const [side, other, role] of [
        [requester, partner, 'requester'],
        [partner, requester, 'partner'],
      ] as const) {
        const row = rows.find((r) => r.business_id === side.businessId)!;
        sides.push({ matchId: row.id, userId: side.userId, businessId: side.businessId, partnerBusinessName: other.businessName, role });
      }
    }

    await tx.query(`UPDATE matching.requests SET status = $2, matched_at = now() WHERE id = $1`, [request.id, sides.length ? 'matched' : 'no-matches']);
    if (sides.length) await emitInTransaction(tx, MATCHING_SCHEMA, 'matches.found', { requestId: request.id, requesterUserId: request.user_id, sides });
    this.logger.info({ requestId, ranked: ranked.length, pairs: sides.length / 2 }, 'matched request');
  }

  private requesterFacts(request: RequestRow): ProfileFacts {
    const business = request.requester as unknown as Omit<ProfileFacts, 'businessId'> & { id: string };
    return { ...business, ...this.geography.locate(business.postcode), businessId: business.id, userId: request.user_id };
  }

  /** Pairs of this business not to suggest again: matched before, or declined in the last 90 days. */
  private async suppression(tx: SqlExecutor, businessId: string): Promise<Suppression> {
    const rows = await tx.query<{ business_a: string; business_b: string; declined: boolean }>(
      `SELECT business_a, business_b, declined_at IS NOT NULL AS declined FROM matching.pair_history
       WHERE (business_a = $1 OR business_b = $1) AND (declined_at IS NULL OR declined_at > now() - make_interval(days => ${DECLINE_SUPPRESSION_DAYS}))`,
      [businessId],
    );
    const declinedPairs = new Set<string>();
    const openPairs = new Set<string>();
    for (const row of rows) (row.declined ? declinedPairs : openPairs).add(pairKey(row.business_a, row.business_b));
    return { declinedPairs, openPairs };
  }

  /** The index keeps only what scoring reads; the winners' descriptions and websites come from the table (in this transaction's snapshot). */
  private async withFullFacts(tx: SqlExecutor, ranked: RankedPartner[]): Promise<RankedPartner[]> {
    if (ranked.length === 0) return ranked;
    const rows = await tx.query<{ facts: ProfileFacts }>(`SELECT facts FROM matching.businesses WHERE business_id = ANY($1::uuid[])`, [ranked.map((m) => m.candidate.businessId)]);
    const full = new Map(rows.map((r) => [r.facts.businessId, r.facts]));
    // A winner deleted since the index last refreshed is no longer a partner.
    return ranked.filter((m) => full.has(m.candidate.businessId)).map((m) => ({ ...m, candidate: { ...m.candidate, ...full.get(m.candidate.businessId) } }));
  }
}

function partnerView(b: ProfileFacts & { website?: string | null }) {
  return { businessName: b.businessName, industry: b.industry, location: b.location ?? '', companySize: b.companySize ?? null, description: b.description ?? null, website: b.website ?? null };
}

