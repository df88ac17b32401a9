import { CAMPAIGN_TEXT, type CampaignStatus } from '@comarketing/contracts';

/**
 * The campaign's state machine, as plain functions. Dates are calendar days ('YYYY-MM-DD') in the
 * UK, compared as strings.
 */

/** Today's date in the UK, as 'YYYY-MM-DD'. */
export function ukToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Where a draft goes once a partner confirms: still a draft until all have, then running or waiting for its start. */
export function statusAfterConfirmation(allConfirmed: boolean, startDate: string | null, endDate: string | null, today: string): CampaignStatus {
  if (!allConfirmed) return 'draft';
  return dueStatus('scheduled', startDate, endDate, today);
}

/**
 * What the clock makes of a campaign: a scheduled one starts on its start date (at once without
 * one), a running one completes the day after its end date. Drafts and completed ones stay.
 */
export function dueStatus(status: CampaignStatus, startDate: string | null, endDate: string | null, today: string): CampaignStatus {
  let next = status;
  if (next === 'scheduled' && (!startDate || startDate <= today)) next = 'active';
  if (next === 'active' && endDate && endDate < today) next = 'completed';
  return next;
}

/** The plan (budget, split, dates, commitments) changes only while the partners are still agreeing it. */
export const canChangePlan = (status: CampaignStatus): boolean => status === 'draft';

/** Spend and results are recorded while it runs and after, for late figures. */
export const canRecordResults = (status: CampaignStatus): boolean => status === 'active' || status === 'completed';

/** Either partner may end a confirmed campaign before its end date. */
export const canEndEarly = (status: CampaignStatus): boolean => status === 'scheduled' || status === 'active';

/** The outcome note says how a campaign went: only once it has ended, early or after its end date. */
export const canWriteOutcomeNote = (status: CampaignStatus): boolean => status === 'completed';

/** Vouchers are redeemed while the campaign runs. */
export const canRedeem = (status: CampaignStatus): boolean => status === 'active';

/**
 * Why a partner may not confirm the plan, or null when they may: a campaign needs two partners at
 * least, and shares (percent, one per partner) that add up to 100. A plan saved through the plan
 * route always adds up; one a partner's leaving changed might not.
 */
export function confirmationRefusal(sharePercents: number[]): string | null {
  if (sharePercents.length < 2) return CAMPAIGN_TEXT.needsTwoPartners;
  const total = sharePercents.reduce((sum, share) => sum + share, 0);
  return Math.abs(total - 100) > 0.005 ? CAMPAIGN_TEXT.sharesMustAddUp : null;
}
