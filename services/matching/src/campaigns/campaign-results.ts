import { CAMPAIGN_RESULT_LIMITS, CAMPAIGN_TEXT, type CampaignResults, spendOverBudgetMessage } from '@comarketing/contracts';

/**
 * What a partner may record, as plain functions: only their own figures, within what the campaign
 * makes plausible. The other partner sees them in their own figures (spend becomes their 'Cost
 * Savings', reach their 'Total Reach'), so an absurd total recorded by one is shown to the other.
 * The contracts bound each figure alone (reach, spend ceilings; engagements at most the reach).
 */

/** Why these results cannot be recorded for a campaign of `budget` pounds, or null: nobody spends more than the whole campaign. */
export function resultsRefusal(results: CampaignResults, budget: number): string | null {
  return results.spend > budget ? spendOverBudgetMessage(budget) : null;
}

export type RedemptionRefusal = 'unknown-code' | 'not-yours' | 'full';

/**
 * Why `userId` may not record a redemption of `code`, or null: the code must be a partner's of the
 * campaign, the reader's own (their customers bring it to them; a partner's code is theirs to
 * record), and below the campaign's ceiling of redemptions.
 */
export function redemptionRefusal(members: { user_id: string; voucher_code: string; redemptions: number }[], userId: string, code: string): RedemptionRefusal | null {
  const holder = members.find((m) => m.voucher_code === code);
  if (!holder) return 'unknown-code';
  if (holder.user_id !== userId) return 'not-yours';
  return holder.redemptions >= CAMPAIGN_RESULT_LIMITS.redemptions ? 'full' : null;
}

export const REDEMPTION_REFUSAL_TEXT: Record<Exclude<RedemptionRefusal, 'unknown-code'>, string> = {
  'not-yours': CAMPAIGN_TEXT.notYourCode,
  full: CAMPAIGN_TEXT.redemptionsFull,
};
