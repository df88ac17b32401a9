// Goals (weight 0.15): Jaccard overlap of campaign goals. Requests and profiles use different
// vocabularies (REQUEST_GOALS and CAMPAIGN_GOALS), so a request's goals are first translated into
// the profile goals that serve them; the overlap is measured in the profile vocabulary.
import { CAMPAIGN_GOALS, type REQUEST_GOALS } from '@comarketing/contracts';
import { bitsOf, maskOf, popcount } from './bits';
import { type ComponentScore } from './scoring.types';

export type ProfileGoal = (typeof CAMPAIGN_GOALS)[number]['value'];
export type RequestGoal = (typeof REQUEST_GOALS)[number]['value'];

export const PROFILE_GOALS: readonly ProfileGoal[] = CAMPAIGN_GOALS.map((o) => o.value);

/**
 * Request goal -> the profile goals that mean the same aim:
 * - brand awareness and lead generation exist in both lists;
 * - sales increase is won online, in the shop, or with offers;
 * - customer acquisition means new leads (B2B) or new faces through the door (B2C);
 * - social media growth is an awareness aim (the profile list has no social goal);
 * - market expansion means being known, and found, by new customers.
 * 'event-promotion' has no request counterpart; events meet requests through the channels
 * component (campaign type 'events').
 */
export const REQUEST_GOAL_MAP: Readonly<Record<RequestGoal, readonly ProfileGoal[]>> = {
  'brand-awareness': ['brand-awareness'],
  'lead-generation': ['lead-generation'],
  'sales-increase': ['online-sales', 'customer-footfall', 'seasonal-offers'],
  'customer-acquisition': ['lead-generation', 'customer-footfall'],
  'social-growth': ['brand-awareness'],
  'market-expansion': ['brand-awareness', 'lead-generation'],
};

const GOAL_BITS = bitsOf(PROFILE_GOALS);
const REQUEST_GOAL_MASKS = new Map<string, number>(Object.entries(REQUEST_GOAL_MAP).map(([goal, goals]) => [goal, maskOf(goals, GOAL_BITS)]));

/** A profile's goals as a mask over PROFILE_GOALS. */
export function profileGoalMask(goals: readonly string[] | null | undefined): number {
  return maskOf(goals, GOAL_BITS);
}

/** A request's goals translated into the profile vocabulary, as a mask over PROFILE_GOALS. */
export function requestGoalMask(goals: readonly string[] | null | undefined): number {
  let mask = 0;
  if (goals) for (const goal of goals) mask |= REQUEST_GOAL_MASKS.get(goal) ?? 0;
  return mask;
}

export interface GoalFacts {
  /** The goals both pursue, as a mask over PROFILE_GOALS. */
  readonly shared: number;
}

/** Jaccard of the two goal sets; nothing known on either side = no confidence. */
export function goalsFit(wanted: number, offered: number): ComponentScore<GoalFacts> {
  if (wanted === 0 || offered === 0) return { value: 0, confidence: 0, facts: { shared: 0 } };
  const shared = wanted & offered;
  return { value: popcount(shared) / popcount(wanted | offered), confidence: 1, facts: { shared } };
}
