import { campaignListSchema, type CampaignStatus } from '@comarketing/contracts';
import { randomUUID } from 'node:crypto';
import { insertCampaign, testPartner } from './support/campaign-rows';
import { type MatchingTestService, startMatchingTestService } from './support/matching-test-service';

/** An owner with more campaigns than the list (200) holds: the figures count every one. */
describe('campaign figures over more campaigns than the list holds', () => {
  let matching: MatchingTestService;
  const owner = randomUUID();

  // 260 campaigns, newest first by i: 120 active, 80 completed, 40 drafts, 20 scheduled. The 60
  // oldest (past the list's 200) are 40 completed, 20 scheduled: left out, the figures would be off.
  const statusOf = (i: number): CampaignStatus => (i < 100 ? 'active' : i < 140 ? 'completed' : i < 180 ? 'draft' : i < 200 ? 'active' : i < 240 ? 'completed' : 'scheduled');
  const budgetOf = (i: number) => 100 + i;
  // Pence, so a sum in floating pounds would show its rounding.
  const own = (i: number) => ({ spendPence: 1001 + i, reach: 10 + i, engagements: i % 7 });
  const theirs = (i: number) => ({ spendPence: 333 + 2 * i, reach: 3 * i, engagements: i % 3 });
  const N = 260;

  beforeAll(async () => {
    matching = await startMatchingTestService();
    for (let i = 0; i < N; i++) {
      await insertCampaign(matching.db, { status: statusOf(i), title: `Campaign ${i}`, budget: budgetOf(i), createdMinutesAgo: i }, [
        testPartner({ userId: owner, ...own(i) }),
        testPartner(theirs(i)),
      ]);
    }
  });

  afterAll(async () => {
    await matching?.close();
  });

  it('sums every campaign into the figures and tab counts, while the list stays at the newest 200', async () => {
    const list = campaignListSchema.parse((await matching.internal('get', `/internal/users/${owner}/campaigns`).expect(200)).body);
    expect(list.campaigns).toHaveLength(200);
    expect(list.campaigns[0].title).toBe('Campaign 0');
    expect(list.campaigns.at(-1)!.title).toBe('Campaign 199');

    const all = Array.from({ length: N }, (_, i) => i);
    const run = all.filter((i) => ['active', 'completed'].includes(statusOf(i)));
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    const reach = sum(run.map((i) => own(i).reach + theirs(i).reach));
    const engagements = sum(run.map((i) => own(i).engagements + theirs(i).engagements));
    expect(list.stats).toEqual({
      activeCampaigns: 120,
      totalReach: reach,
      budgetSpent: sum(run.map((i) => own(i).spendPence + theirs(i).spendPence)) / 100,
      budgetPlanned: sum(run.map(budgetOf)),
      engagementRate: engagements / reach,
      costSavings: sum(run.map((i) => theirs(i).spendPence)) / 100,
      counts: { active: 120, completed: 80, drafts: 60 },
    });
  });

  it("gives an owner without campaigns zeros, and counts nobody else's", async () => {
    const list = campaignListSchema.parse((await matching.internal('get', `/internal/users/${randomUUID()}/campaigns`).expect(200)).body);
    expect(list).toEqual({
      campaigns: [],
      stats: { activeCampaigns: 0, totalReach: 0, budgetSpent: 0, budgetPlanned: 0, engagementRate: null, costSavings: 0, counts: { active: 0, completed: 0, drafts: 0 } },
    });
  });
});
