import { type EventEnvelope } from '@comarketing/contracts';
import { InProcessEventBus } from '@comarketing/messaging';
import { createLogger, type RunningService, startDomainService } from '@comarketing/server-kit';
import { eventually } from '@comarketing/server-kit/testing';
import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { matchingService } from '../src';

describe('match expiry', () => {
  let service: RunningService;
  let bus: InProcessEventBus;
  let db: Pool;
  const expired: EventEnvelope[] = [];

  beforeAll(async () => {
    const logger = createLogger({ name: 'matching-test', level: 'silent' });
    bus = new InProcessEventBus({ logger, retryDelayMs: 10 });
    await bus.subscribe({ queue: 'test.match-expired', routingKeys: ['match.expired'], handler: async (e) => void expired.push(e) });
    service = await startDomainService(matchingService, {
      env: { DATABASE_URL: process.env.DATABASE_URL, INTERNAL_TOKEN: 'test-internal-token-0123456789', PORT: '0', LOG_LEVEL: 'silent', MATCH_EXPIRY_CHECK_MS: '100' },
      bus,
      logger,
    });
    db = new Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
  });

  afterAll(async () => {
    await db?.end();
    await service?.close();
    await bus?.close();
  });

  async function insertMatch(expiresInMs: number, status = 'pending') {
    const id = randomUUID();
    await db.query(
      `INSERT INTO matching.partner_matches (id, pair_id, user_id, business_id, partner_user_id, partner_business_id, partner, match_score, match_reasons, status, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 80, '[]', $8, now() + make_interval(secs => $9))`,
      [id, randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID(), JSON.stringify({ businessName: 'Corner Bakery', industry: 'food-beverage', location: 'Leeds' }), status, expiresInMs / 1000],
    );
    return id;
  }

  const statusOf = async (id: string) => (await db.query(`SELECT status FROM matching.partner_matches WHERE id = $1`, [id])).rows[0].status as string;

  it('expires overdue pending matches once, announces each, and leaves the rest alone', async () => {
    const overdue: string[] = [await insertMatch(-60_000), await insertMatch(-1000)];
    const future = await insertMatch(3_600_000);
    const answered = await insertMatch(-60_000, 'accepted');

    await eventually(async () => ((await Promise.all(overdue.map(statusOf))).every((s) => s === 'expired') ? true : undefined));
    await eventually(async () => (overdue.every((id) => expired.some((e) => (e.payload as { matchId: string }).matchId === id)) ? true : undefined));
    // A later run: a match that falls due only now is expired by a run after the first ones', and
    // its announcement leaves the outbox after any that run might have made again of theirs.
    const later = await insertMatch(-1000);
    await eventually(async () => {
      expect({ status: await statusOf(later), announced: expired.some((e) => (e.payload as { matchId: string }).matchId === later) }).toEqual({ status: 'expired', announced: true });
      return true;
    });
    await bus.drain();

    expect(await statusOf(future)).toBe('pending');
    expect(await statusOf(answered)).toBe('accepted');
    const announced = expired.filter((e) => overdue.includes((e.payload as { matchId: string }).matchId));
    expect(announced).toHaveLength(2);
    expect(announced[0].payload).toMatchObject({ partnerBusinessName: 'Corner Bakery' });
  });
});
