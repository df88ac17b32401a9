import { Injectable } from '@nestjs/common';
import { type AutoMatches, type CreateRequest, DEFAULT_BUDGET_SPLIT } from '@comarketing/contracts';
import { type SqlExecutor } from '@comarketing/messaging';
import { type ProfileFacts } from '../scoring';
import { type RequestRow } from './request.row';

/** A scored candidate of a request, with the candidate's own latest campaign (null when none). */
export interface AutoMatchRow {
  score: number;
  reasons: string[];
  preferred: boolean;
  business: AutoMatches['topMatches'][number]['business'];
  title: string | null;
  campaign_types: string[] | null;
  goals: string[] | null;
  /** The requester's side of the partner match it became, if it did. */
  partner_match_id: string | null;
}

/** What a request's matching keeps: its best candidates, ranked. */
export interface RankedCandidate {
  businessId: string;
  score: number;
  reasons: string[];
  /** In a partner industry the request asks for. */
  preferred: boolean;
  business: AutoMatches['topMatches'][number]['business'];
}

/** What became of the partner industries a request asks for (`requests.preference`). */
export type PreferenceRecord = NonNullable<AutoMatches['partnerIndustries']>;

/** `matching.requests` and the scored candidates of each (`matching.auto_matches`). */
@Injectable()
export class RequestRepository {
  /** Files the request for the requester's business, keeping its facts as they are now (`RequesterProfile`). */
  async create(db: SqlExecutor, requester: ProfileFacts, input: CreateRequest): Promise<RequestRow> {
    const [created] = await db.query<RequestRow>(
      `INSERT INTO matching.requests (business_id, user_id, title, campaign_types, goals, description, budget_min, budget_max, budget_period, start_date, end_date, ideal_partner, requester,
         budget_split, duration, partner_requirements)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING *`,
      [
        requester.businessId,
        requester.userId,
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
        input.budgetSplit ?? DEFAULT_BUDGET_SPLIT,
        input.duration ?? null,
        input.partnerRequirements || null,
      ],
    );
    return created;
  }

  async findStatusOfOwn(db: SqlExecutor, requestId: string, userId: string): Promise<{ id: string; status: string; preference: PreferenceRecord | null } | undefined> {
    const [request] = await db.query<{ id: string; status: string; preference: PreferenceRecord | null }>(`SELECT id, status, preference FROM matching.requests WHERE id = $1 AND user_id = $2`, [requestId, userId]);
    return request;
  }

  /** The request as filed (what a campaign of its accepted match starts from). */
  async findById(db: SqlExecutor, requestId: string): Promise<RequestRow | undefined> {
    const [request] = await db.query<RequestRow>(`SELECT * FROM matching.requests WHERE id = $1`, [requestId]);
    return request;
  }

  /** The request, locked until the transaction ends: one matcher at a time (and erasure waits for it). */
  async lock(db: SqlExecutor, requestId: string): Promise<RequestRow | undefined> {
    const [request] = await db.query<RequestRow>(`SELECT * FROM matching.requests WHERE id = $1 FOR UPDATE`, [requestId]);
    return request;
  }

  /** Requests still without partners (open, or matched to nobody), oldest first: staff's 'Auto-generate'. */
  async unmatchedIds(db: SqlExecutor, limit: number): Promise<string[]> {
    const rows = await db.query<{ id: string }>(`SELECT id FROM matching.requests WHERE status IN ('open', 'no-matches') ORDER BY created_at, id LIMIT $1`, [limit]);
    return rows.map((row) => row.id);
  }

  /** Matching has run: its outcome, and what became of the partner industries asked for (null: none asked for). */
  async markMatched(db: SqlExecutor, requestId: string, status: 'matched' | 'no-matches', preference: PreferenceRecord | null = null): Promise<void> {
    await db.query(`UPDATE matching.requests SET status = $2, matched_at = now(), preference = $3::jsonb WHERE id = $1`, [requestId, status, preference === null ? null : JSON.stringify(preference)]);
  }

  listByUser(db: SqlExecutor, userId: string): Promise<RequestRow[]> {
    return db.query<RequestRow>(`SELECT * FROM matching.requests WHERE user_id = $1 ORDER BY created_at, id`, [userId]);
  }

  /** One statement for the ten: each round trip counts against the 20 ms of an auto-match. */
  async keepCandidates(db: SqlExecutor, requestId: string, ranked: RankedCandidate[]): Promise<void> {
    if (ranked.length === 0) return;
    await db.query(
      `INSERT INTO matching.auto_matches (request_id, business_id, rank, score, reasons, business, preferred)
       SELECT $1, m.business_id, m.rank, m.score, m.reasons, m.business, m.preferred
       FROM jsonb_to_recordset($2::jsonb) AS m(business_id uuid, rank int, score double precision, reasons jsonb, business jsonb, preferred boolean)
       ON CONFLICT DO NOTHING`,
      [requestId, JSON.stringify(ranked.map((c, rank) => ({ business_id: c.businessId, rank, score: c.score, reasons: c.reasons, business: c.business, preferred: c.preferred })))],
    );
  }

  /**
   * The request's candidates, best first, each with the candidate's own latest campaign as it is
   * now, and the requester's side of the partner match it became (the side whose partner it is).
   */
  candidatesOf(db: SqlExecutor, requestId: string): Promise<AutoMatchRow[]> {
    return db.query<AutoMatchRow>(
      `SELECT m.score, m.reasons, m.preferred, m.business, theirs.title, theirs.campaign_types, theirs.goals, pm.id AS partner_match_id
       FROM matching.auto_matches m
       LEFT JOIN LATERAL (
         SELECT r.title, r.campaign_types, r.goals FROM matching.requests r WHERE r.business_id = m.business_id ORDER BY r.created_at DESC, r.id DESC LIMIT 1
       ) theirs ON true
       LEFT JOIN LATERAL (
         SELECT p.id FROM matching.partner_matches p WHERE p.request_id = m.request_id AND p.partner_business_id = m.business_id ORDER BY p.created_at LIMIT 1
       ) pm ON true
       WHERE m.request_id = $1 ORDER BY m.rank`,
      [requestId],
    );
  }
}
