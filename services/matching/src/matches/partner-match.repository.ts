import { Injectable } from '@nestjs/common';
import { MATCH_STATUS_GROUPS, type MatchStatusGroup, type PartnerMatchPageQuery, type RespondToMatch } from '@comarketing/contracts';
import { containsPattern } from '@comarketing/server-kit';
import { type SqlExecutor } from '@comarketing/messaging';
import { DECLINE_SUPPRESSION_DAYS, pairKey, type Suppression } from '../scoring';
import { type PartnerMatchRow } from './partner-match.row';

/** One side of a new pair: who sees whom, as which snapshot. */
export interface NewPair {
  pairId: string;
  /** The request it answers; null for a pair staff made by hand. */
  requestId: string | null;
  requester: { userId: string; businessId: string; view: PartnerMatchRow['partner'] };
  partner: { userId: string; businessId: string; view: PartnerMatchRow['partner'] };
  score: number;
  /** Why, as the requester reads it ("your radius"). */
  reasons: string[];
  /** Why, as the partner reads it; the requester's reasons when missing (staff's note is the same for both). */
  partnerReasons?: string[];
  priority: PartnerMatchRow['priority'];
  expiresAt: Date;
  /** 'auto' unless staff made it. */
  matchType?: PartnerMatchRow['match_type'];
  /** Staff's note on a manual match, shown to both owners. */
  adminNotes?: string | null;
  /** The request it answers as the partner sees it (on the partner's side only). */
  request?: PartnerMatchRow['partner_request'];
}

/** Matches in all, and in each of the owner's status groups. */
export type StatusCounts = Record<'all' | MatchStatusGroup, number>;

// The statuses of each group (approved and active partnerships count as accepted).
const STATUS_GROUP_SQL: Record<MatchStatusGroup, string> = {
  pending: `status = 'pending'`,
  accepted: `status IN ('accepted', 'approved', 'active')`,
  declined: `status = 'rejected'`,
  expired: `status = 'expired'`,
};

/** `matching.partner_matches` (one row per side of a pair) and the pair history behind them. */
@Injectable()
export class PartnerMatchRepository {
  /** The user's side of every match, newest first. */
  listByUser(db: SqlExecutor, userId: string): Promise<PartnerMatchRow[]> {
    return db.query<PartnerMatchRow>(`SELECT * FROM matching.partner_matches WHERE user_id = $1 ORDER BY created_at DESC, match_score DESC LIMIT 200`, [userId]);
  }

  /**
   * One page of the user's matches for the partner matches screen, with its figures: the stat
   * cards over every match in scope, the tab counts after the search and status filter, and the
   * rows of the open tab (newest first). `industries` are the industry values the search names.
   */
  async listPage(db: SqlExecutor, userId: string, query: PartnerMatchPageQuery, industries: string[]): Promise<{ rows: PartnerMatchRow[]; total: number; stats: StatusCounts; tabs: StatusCounts }> {
    const params: unknown[] = [userId, query.requestId ?? null];
    const filters: string[] = [];
    if (query.status !== 'all') filters.push(STATUS_GROUP_SQL[query.status]);
    if (query.search) {
      params.push(containsPattern(query.search), industries);
      filters.push(`(lower(partner->>'businessName') LIKE $3 OR lower(partner->>'location') LIKE $3 OR partner->>'industry' = ANY($4::text[]))`);
    }
    const scoped = `SELECT * FROM matching.partner_matches WHERE user_id = $1 AND ($2::uuid IS NULL OR request_id = $2)`;
    const filtered = `SELECT * FROM scoped${filters.length ? ` WHERE ${filters.join(' AND ')}` : ''}`;
    const counts = (from: string) =>
      `(SELECT json_build_object('all', count(*), ${MATCH_STATUS_GROUPS.map((group) => `'${group}', count(*) FILTER (WHERE ${STATUS_GROUP_SQL[group]})`).join(', ')}) FROM ${from})`;
    const [figures] = await db.query<{ stats: StatusCounts; tabs: StatusCounts }>(`WITH scoped AS (${scoped}), filtered AS (${filtered}) SELECT ${counts('scoped')} AS stats, ${counts('filtered')} AS tabs`, params);
    const tab = query.tab === 'all' ? 'true' : STATUS_GROUP_SQL[query.tab];
    const rows = await db.query<PartnerMatchRow>(
      `WITH scoped AS (${scoped}), filtered AS (${filtered})
       SELECT * FROM filtered WHERE ${tab} ORDER BY created_at DESC, match_score DESC, id LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
      params,
    );
    return { rows, total: figures.tabs[query.tab], stats: figures.stats, tabs: figures.tabs };
  }

  /** The user's side of every match, oldest first, for their data export. */
  listAllByUser(db: SqlExecutor, userId: string): Promise<PartnerMatchRow[]> {
    return db.query<PartnerMatchRow>(`SELECT * FROM matching.partner_matches WHERE user_id = $1 ORDER BY created_at, id`, [userId]);
  }

  /** The user's own side of one match; undefined for anyone else's. */
  async findOwn(db: SqlExecutor, userId: string, id: string): Promise<PartnerMatchRow | undefined> {
    const [row] = await db.query<PartnerMatchRow>(`SELECT * FROM matching.partner_matches WHERE id = $1 AND user_id = $2`, [id, userId]);
    return row;
  }

  async countUnviewed(db: SqlExecutor, userId: string): Promise<number> {
    const [row] = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM matching.partner_matches WHERE user_id = $1 AND NOT is_viewed`, [userId]);
    return row.count;
  }

  async markViewed(db: SqlExecutor, userId: string, id: string): Promise<PartnerMatchRow | undefined> {
    const [row] = await db.query<PartnerMatchRow>(
      `UPDATE matching.partner_matches SET is_viewed = true, updated_at = CASE WHEN is_viewed THEN updated_at ELSE now() END
       WHERE id = $1 AND user_id = $2 RETURNING *`,
      [id, userId],
    );
    return row;
  }

  /**
   * The user's own side and the other side of its pair, both locked until the transaction ends,
   * always in the same order: two owners answering one pair at the same moment take turns (and the
   * second sees the first's answer) instead of each missing the other's, or deadlocking.
   */
  async lockPair(db: SqlExecutor, userId: string, id: string): Promise<{ mine: PartnerMatchRow; partner: PartnerMatchRow | undefined } | undefined> {
    const rows = await db.query<PartnerMatchRow>(
      `SELECT * FROM matching.partner_matches
       WHERE pair_id = (SELECT pair_id FROM matching.partner_matches WHERE id = $1 AND user_id = $2)
       ORDER BY id FOR UPDATE`,
      [id, userId],
    );
    const mine = rows.find((row) => row.id === id && row.user_id === userId);
    return mine && { mine, partner: rows.find((row) => row !== mine) };
  }

  async recordResponse(db: SqlExecutor, userId: string, id: string, response: RespondToMatch): Promise<PartnerMatchRow> {
    const [updated] = await db.query<PartnerMatchRow>(
      `UPDATE matching.partner_matches SET status = $3, response_date = now(), response_message = $4, is_viewed = true, updated_at = now()
       WHERE id = $1 AND user_id = $2 RETURNING *`,
      [id, userId, response.status, response.message ?? null],
    );
    return updated;
  }

  /**
   * Tells the other side of the pair this side's answer. A decline closes the pair for both: the
   * other side's match, pending or accepted by its owner, becomes 'rejected' (its owner's own answer,
   * if any, stays in its response fields).
   */
  async recordPartnerResponse(db: SqlExecutor, partnerSideId: string, response: RespondToMatch): Promise<PartnerMatchRow> {
    const [updated] = await db.query<PartnerMatchRow>(
      `UPDATE matching.partner_matches
       SET partner_status = $2, partner_response_message = $3, partner_response_date = now(), updated_at = now(),
           status = CASE WHEN $2 = 'rejected' AND status IN ('pending', 'accepted') THEN 'rejected' ELSE status END
       WHERE id = $1 RETURNING *`,
      [partnerSideId, response.status, response.message ?? null],
    );
    return updated;
  }

  /** A decline keeps the pair from being suggested again for the suppression window. */
  async recordDecline(db: SqlExecutor, pairId: string): Promise<void> {
    await db.query(`UPDATE matching.pair_history SET declined_at = now() WHERE pair_id = $1`, [pairId]);
  }

  /**
   * Turns up to 500 overdue pending matches into `expired`. Rows are claimed with SKIP LOCKED, so
   * several instances never expire one match twice.
   */
  expireDue(db: SqlExecutor): Promise<PartnerMatchRow[]> {
    return db.query<PartnerMatchRow>(
      `WITH due AS (
         SELECT id FROM matching.partner_matches WHERE status = 'pending' AND expires_at <= now() ORDER BY expires_at LIMIT 500 FOR UPDATE SKIP LOCKED
       )
       UPDATE matching.partner_matches m SET status = 'expired', updated_at = now() FROM due WHERE m.id = due.id RETURNING m.*`,
    );
  }

  /** Pairs of this business not to suggest again: matched before, or declined in the last 90 days. */
  async suppressionFor(db: SqlExecutor, businessId: string): Promise<Suppression> {
    const rows = await db.query<{ business_a: string; business_b: string; declined: boolean }>(
      `SELECT business_a, business_b, declined_at IS NOT NULL AS declined FROM matching.pair_history
       WHERE (business_a = $1 OR business_b = $1) AND (declined_at IS NULL OR declined_at > now() - make_interval(days => ${DECLINE_SUPPRESSION_DAYS}))`,
      [businessId],
    );
    const declinedPairs = new Set<string>();
    const openPairs = new Set<string>();
    for (const row of rows) (row.declined ? declinedPairs : openPairs).add(pairKey(row.business_a, row.business_b));
    return { declinedPairs, openPairs };
  }

  /**
   * One statement: claims the pair (never two open matches for one pair, nor a recent decline
   * again), then writes both sides, each row saying whose side it is. No claim, no rows: answers
   * an empty list when the pair was matched meanwhile or declined within the suppression window.
   */
  claimPair(db: SqlExecutor, pair: NewPair): Promise<{ id: string; business_id: string }[]> {
    const [a, b] = [pair.requester.businessId, pair.partner.businessId].sort();
    return db.query<{ id: string; business_id: string }>(
      `WITH claimed AS (
         INSERT INTO matching.pair_history (business_a, business_b, pair_id) VALUES ($13::uuid, $14::uuid, $1::uuid)
         ON CONFLICT (business_a, business_b) DO UPDATE SET pair_id = EXCLUDED.pair_id, declined_at = NULL
           WHERE matching.pair_history.declined_at < now() - make_interval(days => ${DECLINE_SUPPRESSION_DAYS})
         RETURNING pair_id
       )
       INSERT INTO matching.partner_matches (pair_id, request_id, user_id, business_id, partner_user_id, partner_business_id, partner, match_score, match_reasons, priority, expires_at, match_type, admin_notes, partner_request)
       SELECT claimed.pair_id, $2::uuid, side.user_id, side.business_id, side.partner_user_id, side.partner_business_id, side.partner, $8::int, side.reasons, $10::text, $11::timestamptz, $15::text, $16::text, side.partner_request
       FROM claimed, (VALUES ($3::uuid, $4::uuid, $5::uuid, $6::uuid, $7::jsonb, NULL::jsonb, $9::jsonb), ($5::uuid, $6::uuid, $3::uuid, $4::uuid, $12::jsonb, $17::jsonb, $18::jsonb))
         AS side (user_id, business_id, partner_user_id, partner_business_id, partner, partner_request, reasons)
       RETURNING id, business_id`,
      [
        pair.pairId,
        pair.requestId,
        pair.requester.userId,
        pair.requester.businessId,
        pair.partner.userId,
        pair.partner.businessId,
        JSON.stringify(pair.partner.view),
        pair.score,
        JSON.stringify(pair.reasons),
        pair.priority,
        pair.expiresAt,
        JSON.stringify(pair.requester.view),
        a,
        b,
        pair.matchType ?? 'auto',
        pair.adminNotes ?? null,
        pair.request ? JSON.stringify(pair.request) : null,
        JSON.stringify(pair.partnerReasons ?? pair.reasons),
      ],
    );
  }
}
