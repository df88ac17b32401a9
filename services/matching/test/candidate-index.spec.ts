import { type BusinessUpsertedPayload } from '@comarketing/contracts';
import { createEnvelope, InProcessEventBus, type SqlExecutor } from '@comarketing/messaging';
import { createLogger, type RunningService, startDomainService } from '@comarketing/server-kit';
import { eventually } from '@comarketing/server-kit/testing';
import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { matchingService } from '../src';
import { READ_MODEL_QUEUE } from '../src/events/business-read-model.consumer';
import { CandidateIndex } from '../src/read-model/candidate-index/candidate-index';
import { type ProfileFacts } from '../src/scoring';
import { request } from '../src/scoring/scoring.fixtures';

/**
 * The candidate index is a cache of the read model in each instance of the service; these check
 * that an index which did not consume the events (another instance's) still sees every upsert and
 * delete, and that a transaction still open during a refresh is not skipped once it commits.
 */
describe('candidate index change feed', () => {
  let service: RunningService;
  let bus: InProcessEventBus;
  let db: Pool;
  let sql: SqlExecutor;
  const manchester = { latitude: 53.4808, longitude: -2.2426, radius: 10 } as ProfileFacts;

  beforeAll(async () => {
    const logger = createLogger({ name: 'matching-test', level: 'silent' });
    bus = new InProcessEventBus({ logger, retryDelayMs: 10 });
    service = await startDomainService(matchingService, {
      env: { DATABASE_URL: process.env.DATABASE_URL, INTERNAL_TOKEN: 'test-internal-token-0123456789', PORT: '0', LOG_LEVEL: 'silent', MATCH_EXPIRY_CHECK_MS: '3600000' },
      bus,
      logger,
    });
    db = new Pool({ connectionString: process.env.DATABASE_URL, max: 3 });
    sql = { query: async <T>(text: string, params?: unknown[]) => (await db.query(text, params)).rows as T[] };
  });

  afterAll(async () => {
    await db?.end();
    await service?.close();
    await bus?.close();
  });

  function business(overrides: Partial<BusinessUpsertedPayload> = {}): BusinessUpsertedPayload {
    return {
      businessId: randomUUID(), userId: randomUUID(), businessName: 'Ancoats Coffee', industry: 'food-beverage', description: 'Roastery and cafe',
      location: 'Ancoats, Manchester', postcode: 'M4 6DE', radius: 10, website: null, logo: null, companySize: '6-20', monthlyBudget: '500-1000',
      preferredChannels: ['social-media'], campaignGoals: ['brand-awareness'], customerType: 'b2c', targetAgeRange: '25-40', targetLocation: 'Local',
      budgetRange: null, collaborationPreference: 'any', campaignFrequency: 'monthly', verified: false, updatedAt: new Date().toISOString(), ...overrides,
    };
  }
  const publish = async (type: string, payload: object) => {
    const event = createEnvelope(type, payload, { correlationId: randomUUID() });
    await bus.publish(event);
    return event;
  };
  /** The read model's consumer has committed the event (its inbox row is written with the effect). */
  const handled = async (eventId: string) =>
    (await db.query(`SELECT 1 FROM matching.inbox WHERE event_id = $1 AND consumer = $2`, [eventId, READ_MODEL_QUEUE])).rowCount === 1;
  const stored = async (businessId: string) => (await db.query(`SELECT 1 FROM matching.businesses WHERE business_id = $1`, [businessId])).rowCount === 1;
  const names = async (index: CandidateIndex) => (await index.candidatesFor(manchester, request(), sql)).businesses.map((b) => b.businessName);

  it('follows upserts, changes and deletes it did not consume, keeping only what scoring reads', async () => {
    const index = new CandidateIndex();
    const coffee = business();
    await publish('business.upserted', coffee);
    await eventually(async () => ((await stored(coffee.businessId)) ? true : undefined));
    const [found] = (await index.candidatesFor(manchester, request(), sql)).businesses.filter((b) => b.businessId === coffee.businessId);
    expect(found).toMatchObject({ businessName: 'Ancoats Coffee', industry: 'food-beverage', town: 'Manchester' });
    expect(found.description ?? null).toBeNull(); // not kept in memory: read for the winners only

    await publish('business.upserted', { ...coffee, businessName: 'Ancoats Coffee Co', updatedAt: new Date(Date.now() + 1000).toISOString() });
    await eventually(async () => ((await names(index)).includes('Ancoats Coffee Co') ? true : undefined));
    expect(await names(index)).not.toContain('Ancoats Coffee');

    await publish('business.deleted', { businessId: coffee.businessId, userId: coffee.userId });
    await eventually(async () => ((await names(index)).includes('Ancoats Coffee Co') ? undefined : true));
    expect(await names(index)).not.toContain('Ancoats Coffee Co');
    // A fresh index (an instance started later) never sees it either.
    expect(await names(new CandidateIndex())).not.toContain('Ancoats Coffee Co');
  });

  it('does not let a late upsert bring back a deleted business', async () => {
    const bakery = business({ businessName: 'Late Bakery' });
    const deleted = await publish('business.deleted', { businessId: bakery.businessId, userId: bakery.userId });
    const upserted = await publish('business.upserted', bakery);
    // Both handled (committed with their effects), so the upsert has had its say.
    await eventually(async () => {
      expect({ deleted: await handled(deleted.id), upserted: await handled(upserted.id) }).toEqual({ deleted: true, upserted: true });
      return true;
    });
    expect(await stored(bakery.businessId)).toBe(false);
  });

  it('erases a deleted user\'s businesses from the index too', async () => {
    const index = new CandidateIndex();
    const owner = randomUUID();
    await publish('business.upserted', business({ userId: owner, businessName: 'Owner Shop One' }));
    await publish('business.upserted', business({ userId: owner, businessName: 'Owner Shop Two' }));
    await eventually(async () => ((await names(index)).filter((n) => n.startsWith('Owner Shop')).length === 2 ? true : undefined));
    await publish('user.deleted', { userId: owner });
    await eventually(async () => ((await names(index)).some((n) => n.startsWith('Owner Shop')) ? undefined : true));
    expect((await names(index)).filter((n) => n.startsWith('Owner Shop'))).toEqual([]);
  });

  it('reads everything at its first load a page at a time, each business once', async () => {
    const shops = Array.from({ length: 5 }, (_, i) => business({ businessName: `Paged Shop ${i}` }));
    for (const shop of shops) await publish('business.upserted', shop);
    await eventually(async () => ((await Promise.all(shops.map((s) => stored(s.businessId)))).every(Boolean) ? true : undefined));
    const index = new CandidateIndex(2);
    const paged = (await names(index)).filter((n) => n.startsWith('Paged Shop'));
    expect(paged.sort()).toEqual(shops.map((s) => s.businessName));
  });

  // PGlite runs one session at a time, so there the race cannot happen (nor be staged).
  const withConcurrentSessions = process.env.TEST_DATABASE_KIND === 'postgres' ? it : it.skip;
  withConcurrentSessions.each(['catch-up', 'first load'])('picks up a write whose transaction was still open at the previous %s', async (kind) => {
    const index = new CandidateIndex(2);
    if (kind === 'catch-up') await index.refresh(sql);
    const slow = await db.connect();
    try {
      await slow.query('BEGIN');
      const id = randomUUID();
      await slow.query(
        `INSERT INTO matching.businesses (business_id, user_id, facts, latitude, longitude, industry, radius, source_updated_at) VALUES ($1, $2, $3, 53.48, -2.24, 'retail', 10, now())`,
        [id, randomUUID(), JSON.stringify({ ...business({ businessId: id, businessName: `Slow Writer ${kind}` }), latitude: 53.48, longitude: -2.24 })],
      );
      // Someone else's change commits meanwhile, and a refresh runs while the slow one is open.
      const quick = business({ businessName: `Quick Writer ${kind}` });
      await publish('business.upserted', quick);
      await eventually(async () => ((await names(index)).includes(`Quick Writer ${kind}`) ? true : undefined));
      expect(await names(index)).not.toContain(`Slow Writer ${kind}`);
      await slow.query('COMMIT');
    } finally {
      slow.release();
    }
    expect(await names(index)).toContain(`Slow Writer ${kind}`);
  });
});
