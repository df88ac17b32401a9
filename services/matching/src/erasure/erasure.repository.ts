import { Injectable } from '@nestjs/common';
import { type CampaignStatus } from '@comarketing/contracts';
import { type SqlExecutor } from '@comarketing/messaging';
import { planAfterLeaving, wordsAfterLeaving } from './leave-campaign';

/**
 * Deletes the match rows `where` selects, locked in id order first as an owner's answer locks both
 * sides of its pair: an erasure and an answer at the same moment wait for each other instead of
 * deadlocking.
 */
const deleteMatchesWhere = (where: string) =>
  `WITH locked AS (SELECT id FROM matching.partner_matches WHERE ${where} ORDER BY id FOR UPDATE)
   DELETE FROM matching.partner_matches m USING locked WHERE m.id = locked.id`;

interface LeftCampaignRow {
  id: string;
  is_pair: boolean;
  status: CampaignStatus;
  title: string;
  description: string | null;
  outcome_note: string | null;
  outcome_note_by: string | null;
  /** Business ids in the order they joined, those leaving included. */
  partners: string[];
}

/** What erasure deletes across matching's tables (the handlers in this folder say when). */
@Injectable()
export class ErasureRepository {
  /**
   * Deletes the user's requests (their candidates go with them) and answers each one's business
   * and the business name it was filed under. Waits for a request being matched right now.
   */
  deleteRequestsOf(db: SqlExecutor, userId: string): Promise<{ business_id: string; name: string | null }[]> {
    return db.query<{ business_id: string; name: string | null }>(
      `DELETE FROM matching.requests WHERE user_id = $1 RETURNING business_id, requester->>'businessName' AS name`,
      [userId],
    );
  }

  /** The user's businesses, and those on either side of a match they are in. */
  async businessesOf(db: SqlExecutor, userId: string): Promise<string[]> {
    const rows = await db.query<{ id: string }>(
      `SELECT business_id AS id FROM matching.businesses WHERE user_id = $1
       UNION SELECT business_id FROM matching.group_members WHERE user_id = $1
       UNION SELECT business_id FROM matching.campaign_members WHERE user_id = $1
       UNION SELECT business_id FROM matching.partner_matches WHERE user_id = $1
       UNION SELECT partner_business_id FROM matching.partner_matches WHERE partner_user_id = $1`,
      [userId],
    );
    return rows.map((r) => r.id);
  }

  async deleteMatchesOf(db: SqlExecutor, userId: string): Promise<void> {
    await db.query(deleteMatchesWhere('user_id = $1 OR partner_user_id = $1'), [userId]);
  }

  /** Every name under which this schema shows these businesses: the read model's, and the snapshots'. */
  async namesOf(db: SqlExecutor, businessIds: string[]): Promise<string[]> {
    if (businessIds.length === 0) return [];
    const rows = await db.query<{ name: string | null }>(
      `SELECT facts->>'businessName' AS name FROM matching.businesses WHERE business_id = ANY($1::uuid[])
       UNION SELECT requester->>'businessName' FROM matching.requests WHERE business_id = ANY($1::uuid[])
       UNION SELECT partner->>'businessName' FROM matching.partner_matches WHERE partner_business_id = ANY($1::uuid[])
       UNION SELECT business->>'businessName' FROM matching.auto_matches WHERE business_id = ANY($1::uuid[])
       UNION SELECT business->>'businessName' FROM matching.group_members WHERE business_id = ANY($1::uuid[])
       UNION SELECT business->>'businessName' FROM matching.campaign_members WHERE business_id = ANY($1::uuid[])`,
      [businessIds],
    );
    return rows.map((r) => r.name).filter((name): name is string => typeof name === 'string' && name.length > 0);
  }

  /**
   * Deletes the businesses' rows others see, and the businesses themselves, leaving their tombstones.
   * `names` are every name they went by (`namesOf`), taken out of the campaigns that stay.
   */
  async removeBusinesses(db: SqlExecutor, businessIds: string[], names: string[]): Promise<void> {
    if (businessIds.length === 0) return;
    await db.query(deleteMatchesWhere('business_id = ANY($1::uuid[]) OR partner_business_id = ANY($1::uuid[])'), [businessIds]);
    await db.query(`DELETE FROM matching.auto_matches WHERE business_id = ANY($1::uuid[])`, [businessIds]);
    // Out of their groups; a group of one is no group.
    await db.query(
      `WITH left_groups AS (DELETE FROM matching.group_members WHERE business_id = ANY($1::uuid[]) RETURNING group_id)
       DELETE FROM matching.group_partnerships g WHERE g.id IN (SELECT group_id FROM left_groups)
         AND (SELECT count(*) FROM matching.group_members m WHERE m.group_id = g.id AND NOT (m.business_id = ANY($1::uuid[]))) < 2`,
      [businessIds],
    );
    await this.leaveCampaigns(db, businessIds, names);
    await db.query(`DELETE FROM matching.pair_history WHERE business_a = ANY($1::uuid[]) OR business_b = ANY($1::uuid[])`, [businessIds]);
    // A business id gets its tombstone even when the business never arrived (a delete overtaking its
    // upsert), so the late upsert cannot create it.
    await db.query(
      `WITH gone AS (DELETE FROM matching.businesses WHERE business_id = ANY($1::uuid[]) RETURNING business_id)
       INSERT INTO matching.business_tombstones (business_id)
         SELECT business_id FROM gone UNION SELECT unnest($1::uuid[])
       ON CONFLICT (business_id) DO UPDATE SET changed_xid = pg_current_xact_id()`,
      [businessIds],
    );
  }

  /**
   * Out of their campaigns, with their commitments, spend, results and voucher code. The campaign
   * stays for the partners who remain (their own figures are theirs), counting a former partner and
   * keeping none of the leavers' words or names (`wordsAfterLeaving`); one not yet running goes back
   * to a draft whose shares add up among them, to confirm again (`planAfterLeaving`); one with
   * nobody left goes.
   */
  private async leaveCampaigns(db: SqlExecutor, businessIds: string[], names: string[]): Promise<void> {
    // Their campaigns locked first, as a partner's change locks its campaign before its members:
    // an erasure and a change at the same moment wait for each other instead of deadlocking.
    const locked = await db.query<{ id: string }>(
      `SELECT id FROM matching.campaigns WHERE id IN (SELECT campaign_id FROM matching.campaign_members WHERE business_id = ANY($1::uuid[])) ORDER BY id FOR UPDATE`,
      [businessIds],
    );
    if (locked.length === 0) return;
    const campaigns = await db.query<LeftCampaignRow>(
      `SELECT c.id, c.pair_id IS NOT NULL AS is_pair, c.status, c.title, c.description, c.outcome_note, c.outcome_note_by,
         (SELECT jsonb_agg(m.business_id ORDER BY m.position) FROM matching.campaign_members m WHERE m.campaign_id = c.id) AS partners
       FROM matching.campaigns c WHERE c.id = ANY($1::uuid[]) ORDER BY c.id`,
      [locked.map((c) => c.id)],
    );
    await db.query(`DELETE FROM matching.campaign_members WHERE business_id = ANY($1::uuid[])`, [businessIds]);
    const erased = new Set(businessIds);
    for (const c of campaigns) {
      const leaving = c.partners.filter((id) => erased.has(id)).length;
      if (leaving === c.partners.length) {
        await db.query(`DELETE FROM matching.campaigns WHERE id = $1`, [c.id]);
        continue;
      }
      const words = wordsAfterLeaving(
        { isPair: c.is_pair, title: c.title, description: c.description, outcomeNote: c.outcome_note, outcomeNoteBy: c.outcome_note_by, partners: c.partners },
        erased,
        names,
      );
      await db.query(
        `UPDATE matching.campaigns SET former_partners = former_partners + $2, title = $3, description = $4, outcome_note = $5, outcome_note_by = $6, updated_at = now() WHERE id = $1`,
        [c.id, leaving, words.title, words.description, words.outcomeNote, words.outcomeNoteBy],
      );
      const plan = planAfterLeaving(c.status, c.partners.filter((id) => !erased.has(id)));
      if (plan) {
        await db.query(`UPDATE matching.campaigns SET status = $2, budget_split = $3 WHERE id = $1`, [c.id, plan.status, plan.budgetSplit]);
        await db.query(`UPDATE matching.campaign_members SET share_percent = ($2::jsonb ->> business_id::text)::numeric, confirmed_at = NULL WHERE campaign_id = $1`, [
          c.id,
          JSON.stringify(plan.shares),
        ]);
      }
    }
  }
}
