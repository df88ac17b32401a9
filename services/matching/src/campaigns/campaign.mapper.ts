import { type Campaign, type CampaignStatus, type BUDGET_SPLITS } from '@comarketing/contracts';
import { plannedShare } from './budget-split';

/** A campaign_members row as the repository answers it (numbers already cast). */
export interface CampaignMemberRow {
  business_id: string;
  user_id: string;
  business: { businessName: string; industry: string; location: string };
  position: number;
  share_percent: number;
  commitments: string[];
  confirmed_at: string | null;
  voucher_code: string;
  spend_pence: number;
  reach: number;
  engagements: number;
  redemptions: number;
}

/** A campaigns row with its members, partners in the order they joined (the requester first). */
export interface CampaignRow {
  id: string;
  pair_id: string | null;
  group_id: string | null;
  request_id: string | null;
  title: string;
  description: string | null;
  campaign_types: string[];
  goals: string[];
  start_date: string | null;
  end_date: string | null;
  budget: number;
  budget_split: (typeof BUDGET_SPLITS)[number];
  status: CampaignStatus;
  ended_early: boolean;
  outcome_note: string | null;
  former_partners: number;
  created_at: Date;
  activated_at: Date | null;
  completed_at: Date | null;
  members: CampaignMemberRow[];
}

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** The campaign as the owner `userId` sees it: their own side marked `isYou`. */
export function toCampaign(row: CampaignRow, userId: string): Campaign {
  return {
    id: row.id,
    kind: row.group_id || row.members.length > 2 ? 'group' : 'pair',
    title: row.title,
    description: row.description,
    campaignTypes: row.campaign_types,
    goals: row.goals,
    startDate: row.start_date,
    endDate: row.end_date,
    budget: row.budget,
    budgetSplit: row.budget_split,
    status: row.status,
    endedEarly: row.ended_early,
    outcomeNote: row.outcome_note,
    formerPartners: row.former_partners,
    partners: [...row.members]
      .sort((a, b) => a.position - b.position)
      .map((m) => ({
        businessId: m.business_id,
        businessName: m.business.businessName,
        industry: m.business.industry,
        location: m.business.location,
        isYou: m.user_id === userId,
        sharePercent: m.share_percent,
        plannedShare: plannedShare(row.budget, m.share_percent),
        commitments: m.commitments,
        confirmed: m.confirmed_at !== null,
        voucherCode: m.voucher_code,
        spend: m.spend_pence / 100,
        reach: m.reach,
        engagements: m.engagements,
        redemptions: m.redemptions,
      })),
    createdAt: iso(row.created_at)!,
    activatedAt: iso(row.activated_at),
    completedAt: iso(row.completed_at),
  };
}

/** Who the campaign's events name: every partner's owner and business. */
export function membersOf(row: CampaignRow): { userId: string; businessId: string; businessName: string }[] {
  return [...row.members].sort((a, b) => a.position - b.position).map((m) => ({ userId: m.user_id, businessId: m.business_id, businessName: m.business.businessName }));
}

/** The business through which `userId` is a partner of the campaign (the row was found for them, so there is one). */
export function ownBusinessOf(row: CampaignRow, userId: string): string {
  return row.members.find((m) => m.user_id === userId)!.business_id;
}
