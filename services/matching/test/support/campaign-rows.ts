import { type CampaignStatus } from '@comarketing/contracts';
import { randomUUID } from 'node:crypto';
import { type Pool } from 'pg';
import { newVoucherCode } from '../../src/campaigns/voucher-code';

/** One partner of a campaign a test writes straight into the tables. */
export interface TestPartner {
  userId: string;
  businessId: string;
  name: string;
  sharePercent: number;
  spendPence: number;
  reach: number;
  engagements: number;
  commitments: string[];
  confirmed: boolean;
  voucherCode: string;
}

export interface TestCampaign {
  status: CampaignStatus;
  /** A pair's campaign has a pair id; a group's has none here (its group row is not needed). */
  kind?: 'pair' | 'group';
  title?: string;
  description?: string | null;
  budget?: number;
  budgetSplit?: '50-50' | '60-40' | 'custom';
  outcomeNote?: string | null;
  /** Business of the partner who wrote the note; null: unknown, as for a note written before authors were kept. */
  outcomeNoteBy?: string | null;
  /** How long ago it was made, so a list's order is known. */
  createdMinutesAgo?: number;
}

/** A partner with a fresh owner, business and name, half the budget and nothing recorded yet. */
export const testPartner = (over: Partial<TestPartner> = {}): TestPartner => ({
  userId: randomUUID(),
  businessId: randomUUID(),
  name: `Shop ${randomUUID().slice(0, 8)}`,
  sharePercent: 50,
  spendPence: 0,
  reach: 0,
  engagements: 0,
  commitments: [],
  confirmed: false,
  voucherCode: newVoucherCode(),
  ...over,
});

/** Writes a campaign and its partners, in the order given (the first is the requester), and answers its id. */
export async function insertCampaign(db: Pool, campaign: TestCampaign, partners: TestPartner[]): Promise<string> {
  const [{ id }] = (
    await db.query<{ id: string }>(
      `INSERT INTO matching.campaigns (pair_id, title, description, budget, budget_split, status, outcome_note, outcome_note_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() - make_interval(mins => $9)) RETURNING id`,
      [
        campaign.kind === 'group' ? null : randomUUID(),
        campaign.title ?? 'Joint week',
        campaign.description ?? null,
        campaign.budget ?? 800,
        campaign.budgetSplit ?? '50-50',
        campaign.status,
        campaign.outcomeNote ?? null,
        campaign.outcomeNoteBy ?? null,
        campaign.createdMinutesAgo ?? 0,
      ],
    )
  ).rows;
  for (const [position, p] of partners.entries()) {
    await db.query(
      `INSERT INTO matching.campaign_members (campaign_id, business_id, user_id, business, position, share_percent, commitments, voucher_code, spend_pence, reach, engagements, confirmed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, CASE WHEN $12 THEN now() END)`,
      [id, p.businessId, p.userId, JSON.stringify({ businessName: p.name, industry: 'retail', location: 'Leeds' }), position, p.sharePercent, JSON.stringify(p.commitments), p.voucherCode, p.spendPence, p.reach, p.engagements, p.confirmed],
    );
  }
  return id;
}
