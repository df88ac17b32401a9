import { randomUUID } from 'node:crypto';
import { type MatchingTestService, startMatchingTestService } from './support/matching-test-service';

// Answers at the same moment need sessions that run at the same time (the embedded database serves one).
const withConcurrentSessions = process.env.TEST_DATABASE_KIND === 'postgres' ? it : it.skip;
const ROUNDS = 10;

/** Both owners of a pair answering at the same moment. */
describe('answers to one pair at the same moment', () => {
  let matching: MatchingTestService;

  beforeAll(async () => {
    matching = await startMatchingTestService();
  });

  afterAll(async () => {
    await matching?.close();
  });

  /** A pending pair staff made (no request), one row per side. */
  async function pair() {
    const pairId = randomUUID();
    const sides = [
      { id: randomUUID(), user: randomUUID(), business: randomUUID(), name: 'Quay Street Bakery' },
      { id: randomUUID(), user: randomUUID(), business: randomUUID(), name: 'Quay Street Gym' },
    ];
    for (const [mine, other] of [sides, [...sides].reverse()]) {
      await matching.db.query(
        `INSERT INTO matching.partner_matches (id, pair_id, user_id, business_id, partner_user_id, partner_business_id, partner, match_score, match_reasons, match_type, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 80, '[]', 'manual', now() + interval '7 days')`,
        [mine.id, pairId, mine.user, mine.business, other.user, other.business, JSON.stringify({ businessName: other.name, industry: 'food-beverage', location: 'Leeds', companySize: null, description: null, website: null })],
      );
    }
    return { pairId, sides };
  }

  const answer = (side: { id: string; user: string }, status: 'accepted' | 'rejected') =>
    matching.internal('put', `/internal/users/${side.user}/partner-matches/${side.id}/respond`).send({ status });
  const statuses = async (pairId: string) => (await matching.db.query<{ status: string }>(`SELECT status FROM matching.partner_matches WHERE pair_id = $1 ORDER BY status`, [pairId])).rows.map((r) => r.status);
  const campaigns = async (pairId: string) => (await matching.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM matching.campaigns WHERE pair_id = $1`, [pairId])).rows[0].n;

  withConcurrentSessions('makes exactly one partnership and one campaign when both accept at once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { pairId, sides } = await pair();
      const answers = await Promise.all(sides.map((side) => answer(side, 'accepted')));
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      expect(await statuses(pairId)).toEqual(['accepted', 'accepted']);
      expect(await campaigns(pairId)).toBe(1);
    }
  });

  withConcurrentSessions('closes the pair for both when one accepts as the other declines, with no campaign', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { pairId, sides } = await pair();
      const [accepted, declined] = await Promise.all([answer(sides[0], 'accepted'), answer(sides[1], 'rejected')]);
      // Whoever came second either answered a pair still open for it, or was told the partner declined.
      expect([200, 409]).toContain(accepted.status);
      expect(declined.status).toBe(200);
      expect(await statuses(pairId)).toEqual(['rejected', 'rejected']);
      expect(await campaigns(pairId)).toBe(0);
    }
  });
});
