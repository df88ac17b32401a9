import { createEnvelope, InProcessEventBus } from '@comarketing/messaging';
import { DEFAULT_PREFERENCES, INTERNAL_TOKEN_HEADER } from '@comarketing/contracts';
import { createLogger, type RunningService, startDomainService } from '@comarketing/server-kit';
import { eventually } from '@comarketing/server-kit/testing';
import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import request from 'supertest';
import { notificationService } from '../src';
import { PreferenceRepository } from '../src/preferences/preference.repository';

const TOKEN = 'test-internal-token-0123456789';
/**
 * A database whose first `count` statements each hand back their result only once all `count` have
 * run: saves issued at once each get their first statement done before any of them goes further.
 */
function holdingFirstStatements(pool: Pool, count: number) {
  const done: (() => void)[] = [];
  return {
    async query<T>(sql: string, parameters?: unknown[]): Promise<T[]> {
      const { rows } = await pool.query(sql, parameters);
      if (done.length < count) {
        await new Promise<void>((resolve) => {
          done.push(resolve);
          if (done.length === count) done.forEach((release) => release());
        });
      }
      return rows;
    },
  };
}

// Holding a row lock while the service works needs a second session; PGlite has one.
const withConcurrentSessions = process.env.TEST_DATABASE_KIND === 'postgres' ? it : it.skip;

describe('preferences', () => {
  let service: RunningService;
  let bus: InProcessEventBus;
  let db: Pool;
  const put = (userId: string, body: object) => request(service.url).put(`/internal/users/${userId}/preferences`).set(INTERNAL_TOKEN_HEADER, TOKEN).send(body);
  const get = (userId: string) => request(service.url).get(`/internal/users/${userId}/preferences`).set(INTERNAL_TOKEN_HEADER, TOKEN);

  beforeAll(async () => {
    const logger = createLogger({ name: 'preferences-test', level: 'silent' });
    bus = new InProcessEventBus({ logger });
    service = await startDomainService(notificationService, { env: { DATABASE_URL: process.env.DATABASE_URL, INTERNAL_TOKEN: TOKEN, PORT: '0', LOG_LEVEL: 'silent' }, bus, logger });
    db = new Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
  });

  afterAll(async () => {
    await db?.end();
    await service?.close();
    await bus?.close();
  });

  it('changes only the toggles it is given', async () => {
    const userId = randomUUID();
    expect((await put(userId, { marketingEmails: true }).expect(200)).body).toEqual({ ...DEFAULT_PREFERENCES, marketingEmails: true });
    expect((await put(userId, { loginAlerts: false }).expect(200)).body).toEqual({ ...DEFAULT_PREFERENCES, marketingEmails: true, loginAlerts: false });
    expect((await get(userId).expect(200)).body).toEqual({ ...DEFAULT_PREFERENCES, marketingEmails: true, loginAlerts: false });
  });

  withConcurrentSessions('keeps both of two quick saves of different toggles, whatever order they reach the row in', async () => {
    const userId = randomUUID();
    await put(userId, { emailNotifications: true }).expect(200);
    // Both saves are held at the row until both are in flight, so each starts before the other ends.
    const holder = await db.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT 1 FROM notification.preferences WHERE user_id = $1 FOR UPDATE', [userId]);
      const saves = [put(userId, { marketingEmails: true }).then((r) => r), put(userId, { smsNotifications: true }).then((r) => r)];
      await eventually(async () => {
        const { rows } = await db.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE '%notification.preferences%'`,
        );
        expect({ savesWaitingAtTheRow: rows[0].n }).toEqual({ savesWaitingAtTheRow: 2 });
        return true;
      });
      await holder.query('COMMIT');
      for (const res of await Promise.all(saves)) expect(res.status).toBe(200);
    } finally {
      holder.release();
    }
    expect((await get(userId).expect(200)).body).toEqual({ ...DEFAULT_PREFERENCES, emailNotifications: true, marketingEmails: true, smsNotifications: true });
  });

  it('keeps both of two saves of different toggles that each start before the other ends (on any database)', async () => {
    const userId = randomUUID();
    await put(userId, { emailNotifications: true }).expect(200);
    const preferences = new PreferenceRepository();
    const holding = holdingFirstStatements(db, 2);
    await Promise.all([preferences.update(holding, userId, { marketingEmails: true }), preferences.update(holding, userId, { smsNotifications: true })]);
    expect((await get(userId).expect(200)).body).toEqual({ ...DEFAULT_PREFERENCES, emailNotifications: true, marketingEmails: true, smsNotifications: true });
  });
});

describe('preferences decide what an owner is told', () => {
  let service: RunningService;
  let bus: InProcessEventBus;
  const token = (req: request.Test) => req.set(INTERNAL_TOKEN_HEADER, TOKEN);

  beforeAll(async () => {
    const logger = createLogger({ name: 'preferences-test', level: 'silent' });
    bus = new InProcessEventBus({ logger });
    service = await startDomainService(notificationService, { env: { DATABASE_URL: process.env.DATABASE_URL, INTERNAL_TOKEN: TOKEN, PORT: '0', LOG_LEVEL: 'silent' }, bus, logger });
  });

  afterAll(async () => {
    await service?.close();
    await bus?.close();
  });

  it('tells nobody about new matches who turned Partner Matches off, and everyone else as before', async () => {
    const [off, on] = [randomUUID(), randomUUID()];
    await token(request(service.url).put(`/internal/users/${off}/preferences`)).send({ partnerMatches: false }).expect(200);
    const side = (userId: string, role: 'requester' | 'partner') => ({ matchId: randomUUID(), userId, businessId: randomUUID(), partnerBusinessName: 'Elm Hill Smoothies', role });
    for (const requester of [off, on]) {
      await bus.publish(createEnvelope('matches.found', { requestId: randomUUID(), requesterUserId: requester, sides: [side(requester, 'requester')] }, { correlationId: randomUUID(), version: 1 }));
    }
    await eventually(async () => ((await token(request(service.url).get(`/internal/users/${on}/notifications`))).body.length === 1 ? true : undefined));
    // Both events were handled (the bus is drained): the one for the owner who said no made nothing.
    await bus.drain();
    expect((await token(request(service.url).get(`/internal/users/${off}/notifications`)).expect(200)).body).toEqual([]);
  });
});
