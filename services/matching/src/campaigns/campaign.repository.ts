import { Injectable } from '@nestjs/common';
import { type CampaignPlan, type CampaignResults, type CampaignStatus } from '@comarketing/contracts';
import { type SqlExecutor } from '@comarketing/messaging';
import { type Shares } from './budget-split';
import { type CampaignTotals } from './campaign-stats';
import { type CampaignMemberRow, type CampaignRow } from './campaign.mapper';
import { newVoucherCode } from './voucher-code';

/** A campaign about to be created, from an accepted pair or a group. */
export interface NewCampaign {
  pairId: string | null;
  groupId: string | null;
  requestId: string | null;
  title: string;
  description: string | null;
  campaignTypes: string[];
  goals: string[];
  startDate: string | null;
  endDate: string | null;
  budget: number;
  budgetSplit: CampaignRow['budget_split'];
  members: { businessId: string; userId: string; business: CampaignMemberRow['business']; sharePercent: number }[];
}

const WITH_MEMBERS = `SELECT c.id, c.pair_id, c.group_id, c.request_id, c.title, c.description, c.campaign_types, c.goals,
    to_char(c.start_date, 'YYYY-MM-DD') AS start_date, to_char(c.end_date, 'YYYY-MM-DD') AS end_date, c.budget, c.budget_split, c.status,
    c.ended_early, c.outcome_note, c.former_partners, c.created_at, c.activated_at, c.completed_at,
    (SELECT coalesce(jsonb_agg(jsonb_build_object('business_id', m.business_id, 'user_id', m.user_id, 'business', m.business, 'position', m.position,
       'share_percent', m.share_percent::float8, 'commitments', m.commitments, 'confirmed_at', m.confirmed_at, 'voucher_code', m.voucher_code,
       'spend_pence', m.spend_pence, 'reach', m.reach, 'engagements', m.engagements, 'redemptions', m.redemptions) ORDER BY m.position), '[]'::jsonb)
     FROM matching.campaign_members m WHERE m.campaign_id = c.id) AS members
  FROM matching.campaigns c`;

const IS_MEMBER = `EXISTS (SELECT 1 FROM matching.campaign_members m WHERE m.campaign_id = c.id AND m.user_id = $1)`;

/** `matching.campaigns` and their members. */
@Injectable()
export class CampaignRepository {
  /**
   * Writes the campaign and its partners, each with a fresh voucher code (a code taken meanwhile is
   * drawn again). Answers undefined when the pair or group already has its campaign.
   */
  async create(db: SqlExecutor, c: NewCampaign): Promise<string | undefined> {
    const [created] = await db.query<{ id: string }>(
      `INSERT INTO matching.campaigns (pair_id, group_id, request_id, title, description, campaign_types, goals, start_date, end_date, budget, budget_split)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8::date, $9::date, $10, $11)
       ON CONFLICT DO NOTHING RETURNING id`,
      [c.pairId, c.groupId, c.requestId, c.title, c.description, JSON.stringify(c.campaignTypes), JSON.stringify(c.goals), c.startDate, c.endDate, c.budget, c.budgetSplit],
    );
    if (!created) return undefined;
    for (const [position, m] of c.members.entries()) {
      for (let attempt = 0; ; attempt += 1) {
        const inserted = await db.query(
          `INSERT INTO matching.campaign_members (campaign_id, business_id, user_id, business, position, share_percent, voucher_code)
           VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7) ON CONFLICT (voucher_code) DO NOTHING RETURNING business_id`,
          [created.id, m.businessId, m.userId, JSON.stringify(m.business), position, m.sharePercent, newVoucherCode()],
        );
        if (inserted.length > 0) break;
        if (attempt >= 5) throw new Error('could not draw an unused voucher code');
      }
    }
    return created.id;
  }

  /** The newest 200 campaigns the user is a partner of, newest first (the figures: `totalsForUser`). */
  listForUser(db: SqlExecutor, userId: string): Promise<CampaignRow[]> {
    return db.query<CampaignRow>(`${WITH_MEMBERS} WHERE ${IS_MEMBER} ORDER BY c.created_at DESC, c.id LIMIT 200`, [userId]);
  }

  /**
   * The user's sums over every campaign of theirs, however many (the list above stops at 200):
   * counts by status, and reach, engagements and pence of all partners of the campaigns that ran or
   * are running. Planned is the partners' shares of the budget (budget × percent is pence): all of
   * it, until a partner leaves with their share. Sums come back as float8, exact for whole numbers
   * this size.
   */
  async totalsForUser(db: SqlExecutor, userId: string): Promise<CampaignTotals> {
    const [totals] = await db.query<CampaignTotals>(
      `SELECT count(*) FILTER (WHERE c.status = 'active')::int AS active,
              count(*) FILTER (WHERE c.status = 'completed')::int AS completed,
              count(*) FILTER (WHERE c.status IN ('draft', 'scheduled'))::int AS drafts,
              coalesce(sum(t.reach) FILTER (WHERE run), 0)::float8 AS reach,
              coalesce(sum(t.engagements) FILTER (WHERE run), 0)::float8 AS engagements,
              coalesce(sum(t.spent) FILTER (WHERE run), 0)::float8 AS "spentPence",
              coalesce(sum(t.planned) FILTER (WHERE run), 0)::float8 AS "plannedPence",
              coalesce(sum(t.others_spent) FILTER (WHERE run), 0)::float8 AS "othersSpentPence"
       FROM matching.campaigns c
       CROSS JOIN LATERAL (SELECT c.status IN ('active', 'completed') AS run) r
       CROSS JOIN LATERAL (
         SELECT sum(m.reach) AS reach, sum(m.engagements) AS engagements, sum(m.spend_pence) AS spent, sum(c.budget * m.share_percent) AS planned,
                coalesce(sum(m.spend_pence) FILTER (WHERE m.user_id <> $1), 0) AS others_spent
         FROM matching.campaign_members m WHERE m.campaign_id = c.id) t
       WHERE ${IS_MEMBER}`,
      [userId],
    );
    return totals;
  }

  /** One campaign of the user's; undefined when they are no partner of it. */
  async findForUser(db: SqlExecutor, userId: string, id: string): Promise<CampaignRow | undefined> {
    const [row] = await db.query<CampaignRow>(`${WITH_MEMBERS} WHERE ${IS_MEMBER} AND c.id = $2`, [userId, id]);
    return row;
  }

  /** The same, the campaign row locked until the transaction ends (one change at a time). */
  async lockForUser(db: SqlExecutor, userId: string, id: string): Promise<CampaignRow | undefined> {
    const locked = await db.query(`SELECT c.id FROM matching.campaigns c WHERE ${IS_MEMBER} AND c.id = $2 FOR UPDATE`, [userId, id]);
    return locked.length > 0 ? this.findForUser(db, userId, id) : undefined;
  }

  /** A new plan: every partner's confirmation is reset, since they agreed to the old one. */
  async setPlan(db: SqlExecutor, id: string, plan: CampaignPlan, shares: Shares): Promise<void> {
    await db.query(
      `UPDATE matching.campaigns SET budget = $2, budget_split = $3, start_date = $4::date, end_date = $5::date, updated_at = now() WHERE id = $1`,
      [id, plan.budget, plan.budgetSplit, plan.startDate, plan.endDate],
    );
    await db.query(
      `UPDATE matching.campaign_members SET share_percent = ($2::jsonb ->> business_id::text)::numeric, confirmed_at = NULL WHERE campaign_id = $1`,
      [id, JSON.stringify(shares)],
    );
  }

  /** The user's own commitments; every confirmation is reset, since the plan changed. */
  async setCommitments(db: SqlExecutor, id: string, userId: string, commitments: string[]): Promise<void> {
    await db.query(`UPDATE matching.campaign_members SET commitments = $3::jsonb WHERE campaign_id = $1 AND user_id = $2`, [id, userId, JSON.stringify(commitments)]);
    await db.query(`UPDATE matching.campaign_members SET confirmed_at = NULL WHERE campaign_id = $1`, [id]);
    await db.query(`UPDATE matching.campaigns SET updated_at = now() WHERE id = $1`, [id]);
  }

  async confirm(db: SqlExecutor, id: string, userId: string): Promise<void> {
    await db.query(`UPDATE matching.campaign_members SET confirmed_at = coalesce(confirmed_at, now()) WHERE campaign_id = $1 AND user_id = $2`, [id, userId]);
  }

  async setStatus(db: SqlExecutor, id: string, status: CampaignStatus): Promise<void> {
    await db.query(
      `UPDATE matching.campaigns SET status = $2, updated_at = now(),
         activated_at = CASE WHEN $2 IN ('active', 'completed') THEN coalesce(activated_at, now()) ELSE activated_at END,
         completed_at = CASE WHEN $2 = 'completed' THEN coalesce(completed_at, now()) ELSE completed_at END
       WHERE id = $1`,
      [id, status],
    );
  }

  /** `byBusinessId`: the business of the partner who wrote the note (erasing it takes the note too). */
  async endEarly(db: SqlExecutor, id: string, outcomeNote: string, byBusinessId: string): Promise<void> {
    await db.query(
      `UPDATE matching.campaigns SET status = 'completed', ended_early = true, outcome_note = $2, outcome_note_by = $3, completed_at = now(), updated_at = now() WHERE id = $1`,
      [id, outcomeNote, byBusinessId],
    );
  }

  /** `byBusinessId`: as for `endEarly`. */
  async setOutcomeNote(db: SqlExecutor, id: string, outcomeNote: string, byBusinessId: string): Promise<void> {
    await db.query(`UPDATE matching.campaigns SET outcome_note = $2, outcome_note_by = $3, updated_at = now() WHERE id = $1`, [id, outcomeNote, byBusinessId]);
  }

  /** The user's own totals so far (only their columns: a partner's save never overwrites another's). */
  async recordResults(db: SqlExecutor, id: string, userId: string, results: CampaignResults): Promise<void> {
    await db.query(`UPDATE matching.campaign_members SET spend_pence = $3, reach = $4, engagements = $5 WHERE campaign_id = $1 AND user_id = $2`, [
      id,
      userId,
      Math.round(results.spend * 100),
      results.reach,
      results.engagements,
    ]);
  }

  /** Counts one redemption for the partner whose code it is (the caller holds the campaign's lock and checked the code). */
  async redeem(db: SqlExecutor, id: string, code: string): Promise<void> {
    await db.query(`UPDATE matching.campaign_members SET redemptions = redemptions + 1 WHERE campaign_id = $1 AND voucher_code = $2`, [id, code]);
  }

  /**
   * Up to 200 campaigns the clock has moved on (`today`, the UK date): scheduled ones whose start
   * date came, running ones whose end date passed. Claimed with SKIP LOCKED, so several instances
   * never move one twice.
   */
  async claimDue(db: SqlExecutor, today: string): Promise<CampaignRow[]> {
    const due = await db.query<{ id: string }>(
      `SELECT id FROM matching.campaigns
       WHERE (status = 'scheduled' AND (start_date IS NULL OR start_date <= $1::date)) OR (status = 'active' AND end_date < $1::date)
       ORDER BY id LIMIT 200 FOR UPDATE SKIP LOCKED`,
      [today],
    );
    if (due.length === 0) return [];
    return db.query<CampaignRow>(`${WITH_MEMBERS} WHERE c.id = ANY($1::uuid[])`, [due.map((d) => d.id)]);
  }

  /** Every campaign of the user's, oldest first, for their data export. */
  listAllForUser(db: SqlExecutor, userId: string): Promise<CampaignRow[]> {
    return db.query<CampaignRow>(`${WITH_MEMBERS} WHERE ${IS_MEMBER} ORDER BY c.created_at, c.id`, [userId]);
  }
}
