import { campaignListSchema, campaignSchema, INTERNAL_TOKEN_HEADER } from '@comarketing/contracts';
import { createEnvelope, InProcessEventBus } from '@comarketing/messaging';
import { createLogger, type RunningService, startDomainService } from '@comarketing/server-kit';
import { eventually } from '@comarketing/server-kit/testing';
import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import request from 'supertest';
import { matchingService } from '../src';

const TOKEN = 'test-internal-token-0123456789';

interface Member {
  userId: string;
  businessId: string;
  name: string;
  sharePercent: number;
  spendPence: number;
  reach: number;
  confirmed: boolean;
}

/** A partner whose account is deleted leaves their campaigns; the campaigns stay for those who remain. */
describe('erasing a campaign partner', () => {
  let service: RunningService;
  let bus: InProcessEventBus;
  let db: Pool;

  const member = (over: Partial<Member> = {}): Member => ({ userId: randomUUID(), businessId: randomUUID(), name: `Shop ${randomUUID().slice(0, 8)}`, sharePercent: 50, spendPence: 0, reach: 0, confirmed: true, ...over });

  async function campaignOf(status: string, budget: number, members: Member[]): Promise<string> {
    const [{ id }] = (await db.query<{ id: string }>(`INSERT INTO matching.campaigns (pair_id, title, budget, status) VALUES ($1, 'Joint week', $2, $3) RETURNING id`, [randomUUID(), budget, status])).rows;
    for (const [position, m] of members.entries()) {
      await db.query(
        `INSERT INTO matching.campaign_members (campaign_id, business_id, user_id, business, position, share_percent, voucher_code, spend_pence, reach, confirmed_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, CASE WHEN $10 THEN now() END)`,
        [id, m.businessId, m.userId, JSON.stringify({ businessName: m.name, industry: 'retail', location: 'Leeds' }), position, m.sharePercent, randomUUID(), m.spendPence, m.reach, m.confirmed],
      );
    }
    return id;
  }

  const get = (userId: string, path = '') => request(service.url).get(`/internal/users/${userId}/campaigns${path}`).set(INTERNAL_TOKEN_HEADER, TOKEN);
  const trace = async (m: Member) => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM matching.campaign_members WHERE user_id = $1 OR business_id = $2`, [m.userId, m.businessId])).rows[0].n;

  /** Deletes the member's account and waits until their campaign rows are gone. */
  async function erase(m: Member): Promise<void> {
    await bus.publish(createEnvelope('user.deleted', { userId: m.userId }, { correlationId: randomUUID() }));
    await eventually(async () => ((await trace(m)) === 0 ? true : undefined));
  }

  beforeAll(async () => {
    const logger = createLogger({ name: 'matching-test', level: 'silent' });
    bus = new InProcessEventBus({ logger, retryDelayMs: 10 });
    service = await startDomainService(matchingService, { env: { DATABASE_URL: process.env.DATABASE_URL, INTERNAL_TOKEN: TOKEN, PORT: '0', LOG_LEVEL: 'silent' }, bus, logger });
    db = new Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
  });

  afterAll(async () => {
    await db?.end();
    await service?.close();
    await bus?.close();
  });

  it("keeps the campaign, and the other partner's own spend, results and code, when one partner of a pair leaves", async () => {
    const leaving = member({ sharePercent: 60, spendPence: 30050, reach: 1000 });
    const staying = member({ sharePercent: 40, spendPence: 20000, reach: 500 });
    const id = await campaignOf('active', 800, [leaving, staying]);
    const before = campaignSchema.parse((await get(staying.userId, `/${id}`).expect(200)).body);

    await erase(leaving);

    const after = campaignSchema.parse((await get(staying.userId, `/${id}`).expect(200)).body);
    expect(after).toMatchObject({ id, status: 'active', budget: 800, formerPartners: 1 });
    expect(after.partners).toEqual([before.partners.find((p) => p.isYou)]);
    expect(JSON.stringify(after)).not.toContain(leaving.name);
    // Their figures: only what the partner who stayed spent and reached, of their own share.
    const { stats } = campaignListSchema.parse((await get(staying.userId).expect(200)).body);
    expect(stats).toMatchObject({ activeCampaigns: 1, totalReach: 500, budgetSpent: 200, budgetPlanned: 320, costSavings: 0 });
    await get(leaving.userId, `/${id}`).expect(404);
  });

  it('deletes the campaign once its last partner leaves', async () => {
    const [first, second] = [member(), member()];
    const id = await campaignOf('completed', 500, [first, second]);
    await erase(first);
    await erase(second);
    expect((await db.query(`SELECT 1 FROM matching.campaigns WHERE id = $1`, [id])).rowCount).toBe(0);
  });

  it('asks the partners left in a draft to confirm again, since the plan they agreed had another partner', async () => {
    const [leaving, staying, third] = [member({ sharePercent: 33.34 }), member({ sharePercent: 33.33 }), member({ sharePercent: 33.33 })];
    const id = await campaignOf('draft', 900, [leaving, staying, third]);
    await erase(leaving);
    const after = campaignSchema.parse((await get(third.userId, `/${id}`).expect(200)).body);
    expect(after).toMatchObject({ status: 'draft', formerPartners: 1 });
    expect(after.partners.map((p) => [p.businessId, p.confirmed])).toEqual([
      [staying.businessId, false],
      [third.businessId, false],
    ]);
  });
});
