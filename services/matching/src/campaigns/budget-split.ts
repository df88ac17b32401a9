import { type BUDGET_SPLITS, CAMPAIGN_TEXT } from '@comarketing/contracts';

type BudgetSplit = (typeof BUDGET_SPLITS)[number];

/** Percent of the budget each partner pays, by business id. */
export type Shares = Record<string, number>;

export class InvalidSplit extends Error {}

/** Equal shares in hundredths of a percent; the first partners take the odd hundredths so they add up to 100. */
export function equalShares(businessIds: string[]): Shares {
  const hundredths = Math.floor(10_000 / businessIds.length);
  let rest = 10_000 - hundredths * businessIds.length;
  const shares: Shares = {};
  for (const id of businessIds) {
    shares[id] = (hundredths + (rest > 0 ? 1 : 0)) / 100;
    if (rest > 0) rest -= 1;
  }
  return shares;
}

/**
 * The shares a split means. `businessIds` lists the partners, the request's owner first (in 60-40
 * the requester pays 60). 50-50 and 60-40 are for two partners; a group's equal shares, or any
 * other, are 'custom' and must name every partner and add up to 100.
 */
export function sharesFor(split: BudgetSplit, businessIds: string[], custom?: Shares): Shares {
  if (split === 'custom') {
    if (!custom || businessIds.some((id) => typeof custom[id] !== 'number') || Object.keys(custom).length !== businessIds.length) throw new InvalidSplit(CAMPAIGN_TEXT.sharesForEveryPartner);
    const total = businessIds.reduce((sum, id) => sum + custom[id], 0);
    if (Math.abs(total - 100) > 0.005) throw new InvalidSplit(CAMPAIGN_TEXT.sharesMustAddUp);
    return Object.fromEntries(businessIds.map((id) => [id, Math.round(custom[id] * 100) / 100]));
  }
  if (businessIds.length !== 2) throw new InvalidSplit(`A ${split} split is for two partners; use a custom split`);
  const [first, second] = businessIds;
  return split === '50-50' ? { [first]: 50, [second]: 50 } : { [first]: 60, [second]: 40 };
}

/** The split a new campaign starts with: 50-50 for a pair, equal custom shares for a group. */
export function defaultSplit(businessIds: string[]): { split: BudgetSplit; shares: Shares } {
  return businessIds.length === 2 ? { split: '50-50', shares: sharesFor('50-50', businessIds) } : { split: 'custom', shares: equalShares(businessIds) };
}

/** A partner's part of the budget in pounds, to the penny. */
export function plannedShare(budget: number, sharePercent: number): number {
  return Math.round(budget * sharePercent) / 100;
}

/** The split a pair's campaign starts with when its request names one ('custom': equal shares to agree on). */
export function requestedSplit(split: BudgetSplit, businessIds: string[]): { split: BudgetSplit; shares: Shares } {
  return { split, shares: split === 'custom' ? equalShares(businessIds) : sharesFor(split, businessIds) };
}
