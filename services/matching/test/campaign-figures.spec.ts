import { campaignListSchema, INTERNAL_TOKEN_HEADER } from '@comarketing/contracts';
import { InProcessEventBus } from '@comarketing/messaging';
import { createLogger, type RunningService, startDomainService } from '@comarketing/server-kit';
import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import request from 'supertest';
import { matchingService } from '../src';

const TOKEN = 'test-internal-token-0123456789';

/** An owner with more campaigns than the list (200) holds: the figures count every one. */
describe('campaign figures over more campaigns than the list holds', () => {
  let service: RunningService;
  let bus: InProcessEventBus;
  let db: Pool;
  const owner = randomUUID();

  // 260 campaigns, newest first by i: 120 active, 80 completed, 40 drafts, 20 scheduled. The 60
  // oldest (past the list's 200) are 40 completed, 20 scheduled: left out, the figures would be off.
  const statusOf = (i: number) => (i < 100 ? 'active' : i < 140 ? 'completed' : i < 180 ? 'draft' : i < 200 ? 'active' : i < 240 ? 'completed' : 'scheduled');
  const budgetOf = (i: number) => 100 + i;
  // Pence, so a sum in floating pounds would show its rounding.
  const own = (i: number) => ({ spendPence: 1001 + i, reach: 10 + i, engagements: i % 7 });
  const theirs = (i: number) => ({ spendPence: 333 + 2 * i, reach: 3 * i, engagements: i % 3 });
  const N = 260;

  beforeAll(async () => {
    const logger = createLogger({ name: 'matching-test', level: 'silent' });
    bus = new InProcessEventBus({ logger, retryDelayMs: 10 });
    service = await startDomainService(matchingService, { env: { DATABASE_URL: process.env.DATABASE_URL, INTERNAL_TOKEN: TOKEN, PORT: '0', LOG_LEVEL: 'silent' }, bus, logger });
    db = new Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
    for (let i = 0; i < N; i++) {
      const [{ id }] = (
        await db.query<{ id: string }>(
          `INSERT INTO matching.campaigns (pair_id, title, budget, status, created_at) VALUES ($1, $2, $3, $4, now() - make_interval(mins => $5)) RETURNING id`,
          [randomUUID(), `Campaign ${i}`, budgetOf(i), statusOf(i), i],
        )
      ).rows;
      for (const [position, [userId, figures]] of ([
        [owner, own(i)],
        [randomUUID(), theirs(i)],
      ] as const).entries()) {
        await db.query(
          `INSERT INTO matching.campaign_members (campaign_id, business_id, user_id, business, position, share_percent, voucher_code, spend_pence, reach, engagements)
           VALUES ($1, $2, $3, '{"businessName": "B", "industry": "retail", "location": "Leeds"}', $4, 50, $5, $6, $7, $8)`,
          [id, randomUUID(), userId, position, randomUUID(), figures.spendPence, figures.reach, figures.engagements],
        );
      }
    }
  });

  afterAll(async () => {
    await db?.end();
    await service?.close();
    await bus?.close();
  });

  it('sums every campaign into the figures and tab counts, while the list stays at the newest 200', async () => {
    const list = campaignListSchema.parse((await request(service.url).get(`/internal/users/${owner}/campaigns`).set(INTERNAL_TOKEN_HEADER, TOKEN).expect(200)).body);
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
    const list = campaignListSchema.parse((await request(service.url).get(`/internal/users/${randomUUID()}/campaigns`).set(INTERNAL_TOKEN_HEADER, TOKEN).expect(200)).body);
    expect(list).toEqual({
      campaigns: [],
      stats: { activeCampaigns: 0, totalReach: 0, budgetSpent: 0, budgetPlanned: 0, engagementRate: null, costSavings: 0, counts: { active: 0, completed: 0, drafts: 0 } },
    });
  });
});
