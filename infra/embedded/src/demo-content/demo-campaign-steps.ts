import { type Campaign, type CampaignResults } from '@comarketing/contracts';

/**
 * Said among a demo business's commitments, so it stands beside its side of the campaign (its
 * name ends in "(demo)" in the figures' table): its results are not real. Results have no note of
 * their own.
 */
export const DEMO_RESULTS_NOTE = 'Demo results: this demo business confirms plans and records made-up spend, reach and redemptions automatically. None of its figures is real.';

const COMMITMENTS = ['Share the joint offer on our social media', 'Put the campaign flyers on our counter', DEMO_RESULTS_NOTE];

/** What a demo business does next in a campaign, read as its own owner sees it. */
export type DemoCampaignStep =
  | { kind: 'commit'; commitments: string[] }
  | { kind: 'confirm' }
  | { kind: 'record'; results: CampaignResults; redemptions: number }
  | { kind: 'wait' };

/**
 * The demo business's next step, from the campaign as it is now:
 * - a draft: its commitments first (confirming needs them, and writing them later would reset the
 *   partner's confirmation), then it confirms once every real partner has confirmed the plan as it
 *   stands (the plan is theirs: the demo never changes budget, split or dates). Other demo
 *   businesses of the campaign (`demoBusinessIds`) are not waited for, or two would wait for each
 *   other; a campaign of demo businesses alone is never confirmed.
 * - running: a small made-up result once, while its side has recorded nothing.
 * `pick`, a random number in [0, 1), only sizes the result.
 */
export function nextDemoCampaignStep(campaign: Campaign, demoBusinessIds: ReadonlySet<string>, pick: number): DemoCampaignStep {
  const own = campaign.partners.find((p) => p.isYou);
  if (!own) return { kind: 'wait' };
  if (campaign.status === 'draft') {
    if (own.commitments.length === 0) return { kind: 'commit', commitments: COMMITMENTS };
    const people = campaign.partners.filter((p) => !p.isYou && !demoBusinessIds.has(p.businessId));
    return !own.confirmed && people.length > 0 && people.every((p) => p.confirmed) ? { kind: 'confirm' } : { kind: 'wait' };
  }
  if (campaign.status === 'active' && own.spend === 0 && own.reach === 0 && own.engagements === 0) {
    const { results, redemptions } = demoResults(own.plannedShare, pick);
    // Redemptions a failed attempt already recorded are not counted twice.
    return { kind: 'record', results, redemptions: Math.max(0, redemptions - own.redemptions) };
  }
  return { kind: 'wait' };
}

/**
 * A small business's first days of a joint campaign: a fifth to a half of its planned share spent
 * (so never more than the budget), a few hundred people reached, 5-12% of them engaged, one to three
 * customers bringing its voucher code.
 */
export function demoResults(plannedShare: number, pick: number): { results: CampaignResults; redemptions: number } {
  const reach = 150 + Math.round(pick * 450);
  return {
    results: { spend: Math.round(plannedShare * (0.2 + 0.3 * pick) * 100) / 100, reach, engagements: Math.round(reach * (0.05 + 0.07 * pick)) },
    redemptions: 1 + Math.floor(pick * 3),
  };
}
