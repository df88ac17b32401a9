import { type EventEnvelope } from '@comarketing/contracts';
import { createEnvelope, idempotentHandler, InProcessEventBus, OutboxRelay, type SqlExecutor, writeToOutbox } from '../src';
import { type TestDatabase, useTestDatabase } from './helpers/database';
import { captureLogger } from './helpers/logger';

// Idempotent consumption on a real PostgreSQL (DATABASE_URL, else embedded): the inbox row and the
// handler's effect commit together.

let database: TestDatabase;
let effects: string;
useTestDatabase(async (started) => {
  database = started;
  effects = `"${database.schema}".welcome_emails`;
  await database.pool.query(`CREATE TABLE ${effects} (event_id uuid NOT NULL, consumer text NOT NULL)`);
});
beforeEach(async () => {
  await database.pool.query(`TRUNCATE "${database.schema}".inbox, "${database.schema}".outbox, ${effects}`);
});

const logger = captureLogger().logger;

function userRegistered(): EventEnvelope {
  return createEnvelope('user.registered', { email: 'ada@example.com' }, { correlationId: 'corr-1' });
}

/** An idempotent consumer whose effect is a row in welcome_emails; counts how often its handler ran. */
function welcomeConsumer(consumer = 'notification.welcome', fail: (calls: number) => boolean = () => false) {
  let calls = 0;
  const handler = idempotentHandler({
    db: database.db,
    schema: database.schema,
    consumer,
    logger,
    handle: async (event: EventEnvelope, tx: SqlExecutor) => {
      calls++;
      await tx.query(`INSERT INTO ${effects} (event_id, consumer) VALUES ($1, $2)`, [event.id, consumer]);
      if (fail(calls)) throw new Error(`failure on call ${calls}`);
    },
  });
  return { handler, calls: () => calls };
}

async function effectCount(eventId: string, consumer?: string): Promise<number> {
  const { rows } = await database.pool.query(
    `SELECT count(*)::int AS n FROM ${effects} WHERE event_id = $1 AND ($2::text IS NULL OR consumer = $2)`,
    [eventId, consumer ?? null],
  );
  return rows[0].n;
}

describe('idempotentHandler', () => {
  it('handles a redelivered event once: the same envelope twice gives one effect', async () => {
    const { handler, calls } = welcomeConsumer();
    const event = userRegistered();

    await handler(event);
    await handler(JSON.parse(JSON.stringify(event)) as EventEnvelope); // the redelivery is a fresh copy

    expect(calls()).toBe(1);
    expect(await effectCount(event.id)).toBe(1);
    const { rows } = await database.pool.query(`SELECT event_id, consumer FROM "${database.schema}".inbox`);
    expect(rows).toEqual([{ event_id: event.id, consumer: 'notification.welcome' }]);
  });

  it('handles two concurrent deliveries of one event once', async () => {
    const { handler } = welcomeConsumer();
    const event = userRegistered();
    await Promise.all([handler(event), handler(event)]);
    expect(await effectCount(event.id)).toBe(1);
  });

  it('rolls the inbox row back with the effect when the handler throws, so the retry really runs', async () => {
    const { handler, calls } = welcomeConsumer('notification.welcome', (n) => n === 1);
    const event = userRegistered();

    await expect(handler(event)).rejects.toThrow('failure on call 1');
    expect(await effectCount(event.id)).toBe(0);
    const inbox = await database.pool.query(`SELECT 1 FROM "${database.schema}".inbox`);
    expect(inbox.rowCount).toBe(0);

    await handler(event);
    expect(calls()).toBe(2);
    expect(await effectCount(event.id)).toBe(1);
  });

  it('lets each consumer handle the same event once', async () => {
    const welcome = welcomeConsumer('notification.welcome');
    const matching = welcomeConsumer('matching.users');
    const event = userRegistered();
    for (const handler of [welcome.handler, matching.handler, welcome.handler, matching.handler]) await handler(event);
    expect(await effectCount(event.id, 'notification.welcome')).toBe(1);
    expect(await effectCount(event.id, 'matching.users')).toBe(1);
  });
});

describe('outbox to inbox through the in-process bus', () => {
  it('delivers a committed event to an idempotent consumer exactly once, even when the relay publishes it twice', async () => {
    const bus = new InProcessEventBus({ logger, retryDelayMs: 1 });
    const { handler } = welcomeConsumer();
    await bus.subscribe({ queue: 'notification.welcome', routingKeys: ['user.*'], handler });
    const relay = new OutboxRelay({ schema: database.schema, db: database.db, bus, logger });

    const event = userRegistered();
    await database.db.transaction((tx) => writeToOutbox(tx, database.schema, event));
    await relay.flush();
    // As if the relay crashed after the confirm and before its commit: the row goes out again.
    await database.pool.query(`UPDATE "${database.schema}".outbox SET sent_at = NULL`);
    await relay.flush();
    await bus.drain();

    expect(await effectCount(event.id)).toBe(1);
    expect(await relay.pending()).toBe(0);
    await bus.close();
  });
});
