import { partnerMatchPageSchema, partnerMatchSchema } from '@comarketing/contracts';
import { randomUUID } from 'node:crypto';
import { type MatchingTestService, startMatchingTestService } from './support/matching-test-service';

/** An owner with more matches than the spec's list (200) holds, in every status. */
describe('partner matches, a page at a time', () => {
  let matching: MatchingTestService;
  const owner = randomUUID();
  const requestId = randomUUID();

  // 250 matches: 130 pending, 60 accepted (10 of them approved), 40 declined, 20 expired; the
  // first 50 answer `requestId`; every fifth partner is a food-beverage business in Leeds.
  const statusOf = (i: number) => (i < 130 ? 'pending' : i < 180 ? 'accepted' : i < 190 ? 'approved' : i < 230 ? 'rejected' : 'expired');

  beforeAll(async () => {
    matching = await startMatchingTestService();
    await matching.db.query(
      `INSERT INTO matching.requests (id, business_id, user_id, title, campaign_types, goals, description, budget_min, budget_max, budget_period, ideal_partner, requester)
       VALUES ($1, $2, $3, 'Spring offer', '["promotions"]', '["brand-awareness"]', 'A joint offer.', 500, 500, 'monthly', '{"industry": [], "size": "any", "location": "same-city"}', '{}')`,
      [requestId, randomUUID(), owner],
    );
    for (let i = 0; i < 250; i++) {
      const partner = i % 5 === 0 ? { businessName: `Leeds Bakery ${i}`, industry: 'food-beverage', location: 'Leeds' } : { businessName: `Salford Studio ${i}`, industry: 'technology', location: 'Salford' };
      await matching.db.query(
        `INSERT INTO matching.partner_matches (pair_id, request_id, user_id, business_id, partner_user_id, partner_business_id, partner, match_score, match_reasons, status, expires_at, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 70, '[]', $8, now() + interval '7 days', now() - make_interval(mins => $9))`,
        [randomUUID(), i < 50 ? requestId : null, owner, randomUUID(), randomUUID(), randomUUID(), JSON.stringify({ ...partner, companySize: null, description: null, website: null }), statusOf(i), i],
      );
    }
  });

  afterAll(async () => {
    await matching?.close();
  });

  const page = async (query: Record<string, string | number>) =>
    partnerMatchPageSchema.parse((await matching.internal('get', `/internal/users/${owner}/partner-matches/page`).query(query).expect(200)).body);

  it('counts every match for the stat cards and tabs, not only the first 200', async () => {
    const first = await page({});
    expect(first.stats).toEqual({ total: 250, pending: 130, accepted: 60, successRate: 24 });
    expect(first.tabCounts).toEqual({ all: 250, pending: 130, accepted: 60, declined: 40 });
    expect(first).toMatchObject({ total: 250, page: 1, pageSize: 20 });
    expect(first.rows).toHaveLength(20);
    // Newest first.
    expect(first.rows[0].partnerBusinessName).toBe('Leeds Bakery 0');
  });

  it('pages through a tab to its last match', async () => {
    const last = await page({ tab: 'pending', page: 7, pageSize: 20 });
    expect(last.total).toBe(130);
    expect(last.rows).toHaveLength(10);
    expect(last.rows.every((m) => m.status === 'pending')).toBe(true);
    const seen = new Set<string>();
    for (let n = 1; n <= 7; n++) for (const m of (await page({ tab: 'pending', page: n })).rows) seen.add(m.id);
    expect(seen.size).toBe(130);
  });

  it('filters by search (name, location or industry label) and status, with the stat cards unchanged', async () => {
    const food = await page({ search: 'Food', tab: 'all' });
    expect(food.tabCounts.all).toBe(50);
    expect(food.stats.total).toBe(250);
    expect(food.rows.every((m) => m.partnerIndustry === 'food-beverage')).toBe(true);
    expect((await page({ search: 'leeds' })).tabCounts.all).toBe(50);
    expect((await page({ search: '50%_' })).tabCounts.all).toBe(0);
    const declined = await page({ status: 'declined' });
    expect(declined.tabCounts).toEqual({ all: 40, pending: 0, accepted: 0, declined: 40 });
    expect((await page({ status: 'accepted', tab: 'accepted', pageSize: 100 })).rows.map((m) => m.status)).toContain('approved');
  });

  it("scopes everything to one request's matches", async () => {
    const scoped = await page({ requestId });
    expect(scoped.stats).toEqual({ total: 50, pending: 50, accepted: 0, successRate: 0 });
    expect(scoped.rows.every((m) => m.requestId === requestId)).toBe(true);
  });

  it('refuses a malformed query with a clear 400, and reads one match only for its owner', async () => {
    const bad = await matching.internal('get', `/internal/users/${owner}/partner-matches/page`).query({ status: 'maybe' }).expect(400);
    expect(bad.body.message).toBe('Status must be all, pending, accepted, declined or expired');
    await matching.internal('get', `/internal/users/${owner}/partner-matches/page`).query({ pageSize: 1000 }).expect(400);

    const [one] = (await page({ pageSize: 1 })).rows;
    const read = partnerMatchSchema.parse((await matching.internal('get', `/internal/users/${owner}/partner-matches/${one.id}`).expect(200)).body);
    expect(read).toEqual(one);
    await matching.internal('get', `/internal/users/${randomUUID()}/partner-matches/${one.id}`).expect(404);
    await matching.internal('get', `/internal/users/${owner}/partner-matches/not-a-uuid`).expect(404);
  });
});
