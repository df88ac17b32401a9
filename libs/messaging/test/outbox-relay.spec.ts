import { type ComponentHealth, type EventEnvelope } from '@comarketing/contracts';
import { randomUUID } from 'node:crypto';
import {
  createEnvelope,
  type EventBus,
  type QueueDeadLetters,
  InProcessEventBus,
  eraseEventsMentioning,
  OutboxRelay,
  outboxInboxDdl,
  RetentionPurge,
  type SqlExecutor,
  type SqlTransactionRunner,
  writeToOutbox,
} from '../src';
import { type TestDatabase, useTestDatabase } from './helpers/database';
import { captureLogger } from './helpers/logger';
import { eventually } from '../src/testing';
import { deferred, sleep } from './helpers/wait';

// The outbox and its relay on a real PostgreSQL (DATABASE_URL, else embedded).

let database: TestDatabase;
useTestDatabase((started) => {
  database = started;
});
beforeEach(async () => {
  await database.pool.query(`TRUNCATE "${database.schema}".outbox, "${database.schema}".inbox`);
});

const logger = captureLogger().logger;

function event(type: string): EventEnvelope {
  return createEnvelope(type, { at: type }, { correlationId: `corr-${type}` });
}

async function writeCommitted(...events: EventEnvelope[]): Promise<void> {
  await database.db.transaction(async (tx) => {
    for (const e of events) await writeToOutbox(tx, database.schema, e);
  });
}

async function outboxRow(id: string): Promise<{ sent_at: Date | null; attempts: number; last_error: string | null }> {
  const { rows } = await database.pool.query(`SELECT sent_at, attempts, last_error FROM "${database.schema}".outbox WHERE id = $1`, [id]);
  return rows[0];
}

/** Passes statements through and keeps the relay's open transaction, so a test can look inside it. */
function spyingRunner(inner: SqlTransactionRunner): SqlTransactionRunner & { current?: SqlExecutor } {
  const spy: SqlTransactionRunner & { current?: SqlExecutor } = {
    transaction: (work) =>
      inner.transaction(async (tx) => {
        spy.current = tx;
        try {
          return await work(tx);
        } finally {
          spy.current = undefined;
        }
      }),
  };
  return spy;
}

class ControlledBus implements EventBus {
  readonly published: string[] = [];
  outcome: () => Promise<void> = async () => undefined;
  async publish(e: EventEnvelope): Promise<void> {
    this.published.push(e.id);
    await this.outcome();
  }
  async subscribe(): Promise<void> {}
  async deleteQueue(): Promise<void> {}
  async drain(): Promise<void> {}
  health(): ComponentHealth {
    return { status: 'up' };
  }
  async deadLetterCounts(): Promise<QueueDeadLetters[]> {
    return [];
  }
  async close(): Promise<void> {}
}

describe('outbox tables', () => {
  it('creates the outbox and inbox with the documented columns, idempotently', async () => {
    for (const statement of outboxInboxDdl(database.schema)) await database.pool.query(statement); // second run
    const { rows } = await database.pool.query(
      `SELECT table_name, column_name, data_type, is_nullable FROM information_schema.columns WHERE table_schema = $1 ORDER BY table_name, ordinal_position`,
      [database.schema],
    );
    expect(rows.map((r) => `${r.table_name}.${r.column_name} ${r.data_type}${r.is_nullable === 'YES' ? ' null' : ''}`)).toEqual([
      'inbox.event_id uuid',
      'inbox.consumer text',
      'inbox.handled_at timestamp with time zone',
      'outbox.id uuid',
      'outbox.type text',
      'outbox.envelope jsonb',
      'outbox.created_at timestamp with time zone',
      'outbox.sequence bigint',
      'outbox.sent_at timestamp with time zone null',
      'outbox.attempts integer',
      'outbox.last_error text null',
      'outbox.erase_when_sent boolean',
    ]);
    const indexes = await database.pool.query(`SELECT indexdef FROM pg_indexes WHERE schemaname = $1 AND tablename = 'outbox'`, [database.schema]);
    expect(indexes.rows.map((r) => r.indexdef).join('\n')).toMatch(/\(sequence\) WHERE \(sent_at IS NULL\)/);
  });

  it('upgrades tables made by an older version in place, keeping their rows', async () => {
    const schema = `${database.schema}_old`;
    await database.pool.query(`CREATE SCHEMA "${schema}"`);
    try {
      // The first version's outbox, without erase_when_sent.
      await database.pool.query(`CREATE TABLE "${schema}".outbox (id uuid PRIMARY KEY, type text NOT NULL, envelope jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(), sequence bigserial NOT NULL, sent_at timestamptz NULL, attempts integer NOT NULL DEFAULT 0, last_error text NULL)`);
      const e = event('user.registered');
      await database.pool.query(`INSERT INTO "${schema}".outbox (id, type, envelope) VALUES ($1, $2, $3)`, [e.id, e.type, e]);
      for (const statement of outboxInboxDdl(schema)) await database.pool.query(statement);
      const { rows } = await database.pool.query(`SELECT id, erase_when_sent FROM "${schema}".outbox`);
      expect(rows).toEqual([{ id: e.id, erase_when_sent: false }]);
    } finally {
      await database.pool.query(`DROP SCHEMA "${schema}" CASCADE`);
    }
  });
});

describe('eraseEventsMentioning', () => {
  it('deletes sent events that name the person anywhere, lets unsent ones go out first and then deletes them', async () => {
    const person = { userId: randomUUID(), businessName: 'Tea & "Cake" Café (1)' };
    const sentAboutThem = createEnvelope('matches.found', { sides: [{ userId: person.userId, partnerBusinessName: 'x' }] }, { correlationId: 'c1' });
    const sentNamingThem = createEnvelope('match.responded', { responderBusinessName: person.businessName }, { correlationId: 'c2' });
    const sentAboutOthers = createEnvelope('user.registered', { userId: randomUUID() }, { correlationId: 'c3' });
    // A longer name that contains theirs, and a key spelled like a value: neither is about them.
    const sentAboutAnotherBusiness = createEnvelope('match.responded', { responderBusinessName: `${person.businessName} Annex`, userId: 'type' }, { correlationId: 'c5' });
    const unsentAboutThem = createEnvelope('user.deleted', { userId: person.userId }, { correlationId: 'c4' });
    await writeCommitted(sentAboutThem, sentNamingThem, sentAboutOthers, sentAboutAnotherBusiness);
    const bus = new ControlledBus();
    const relay = new OutboxRelay({ schema: database.schema, db: database.db, bus, logger });
    await relay.flush();
    await writeCommitted(unsentAboutThem);

    const result = await database.db.transaction((tx) => eraseEventsMentioning(tx, database.schema, [person.userId, person.businessName, 'responderBusinessName']));
    expect(result).toEqual({ deleted: 2, whenSent: 1 });
    const ids = async () => (await database.pool.query(`SELECT id FROM "${database.schema}".outbox ORDER BY sequence`)).rows.map((r) => r.id);
    expect(await ids()).toEqual([sentAboutOthers.id, sentAboutAnotherBusiness.id, unsentAboutThem.id]);

    // The deletion notice still reaches its consumers, and is gone once it has.
    expect(await relay.flush()).toBe(1);
    expect(bus.published.at(-1)).toBe(unsentAboutThem.id);
    expect(await ids()).toEqual([sentAboutOthers.id, sentAboutAnotherBusiness.id]);
  });

  it('deletes an event written to be erased once sent, after its publish', async () => {
    const e = event('user.deleted');
    await database.db.transaction((tx) => writeToOutbox(tx, database.schema, e, { eraseWhenSent: true }));
    const relay = new OutboxRelay({ schema: database.schema, db: database.db, bus: new ControlledBus(), logger });
    expect(await relay.pending()).toBe(1);
    expect(await relay.flush()).toBe(1);
    const { rows } = await database.pool.query(`SELECT count(*)::int AS n FROM "${database.schema}".outbox`);
    expect(rows[0].n).toBe(0);
  });
});

describe('RetentionPurge', () => {
  it('deletes sent events and handled-event records older than the retention period, in batches, and nothing else', async () => {
    const old = Array.from({ length: 7 }, (_, i) => event(`old.e${i}`));
    const recent = event('recent.e');
    const unsentOld = event('unsent.e');
    await writeCommitted(...old, recent, unsentOld);
    const s = `"${database.schema}"`;
    await database.pool.query(`UPDATE ${s}.outbox SET sent_at = now() - interval '8 days' WHERE type LIKE 'old.%'`);
    await database.pool.query(`UPDATE ${s}.outbox SET sent_at = now() - interval '6 days' WHERE type = 'recent.e'`);
    await database.pool.query(`UPDATE ${s}.outbox SET created_at = now() - interval '30 days' WHERE type = 'unsent.e'`);
    await database.pool.query(
      `INSERT INTO ${s}.inbox (event_id, consumer, handled_at) SELECT gen_random_uuid(), 'test.consumer', now() - interval '8 days' FROM generate_series(1, 5)`,
    );
    await database.pool.query(`INSERT INTO ${s}.inbox (event_id, consumer) VALUES (gen_random_uuid(), 'test.consumer')`);

    const purge = new RetentionPurge({ schema: database.schema, db: database.db, logger, batchSize: 3 });
    expect(await purge.purge()).toEqual({ outbox: 7, inbox: 5 });
    const { rows } = await database.pool.query(`SELECT type FROM ${s}.outbox ORDER BY sequence`);
    expect(rows.map((r) => r.type)).toEqual(['recent.e', 'unsent.e']);
    const inbox = await database.pool.query(`SELECT count(*)::int AS n FROM ${s}.inbox`);
    expect(inbox.rows[0].n).toBe(1);
    expect(await purge.purge()).toEqual({ outbox: 0, inbox: 0 });
  });
});

describe('writeToOutbox', () => {
  it("exists only if the caller's transaction commits", async () => {
    const relay = new OutboxRelay({ schema: database.schema, db: database.db, bus: new ControlledBus(), logger });
    await expect(
      database.db.transaction(async (tx) => {
        await writeToOutbox(tx, database.schema, event('user.registered'));
        throw new Error('the business change failed');
      }),
    ).rejects.toThrow('the business change failed');
    expect(await relay.pending()).toBe(0);

    await writeCommitted(event('user.registered'));
    expect(await relay.pending()).toBe(1);
  });

  it('stores the whole envelope, and refuses an invalid one', async () => {
    const e = event('user.registered');
    await writeCommitted(e);
    const { rows } = await database.pool.query(`SELECT type, envelope FROM "${database.schema}".outbox`);
    expect(rows).toEqual([{ type: 'user.registered', envelope: e }]);
    await expect(database.db.transaction((tx) => writeToOutbox(tx, database.schema, { ...e, correlationId: '' }))).rejects.toThrow(/correlationId/);
  });
});

describe('OutboxRelay on PostgreSQL', () => {
  it('keeps a row unsent until the publisher confirm arrives, then marks it sent', async () => {
    const e = event('user.registered');
    await writeCommitted(e);
    const db = spyingRunner(database.db);
    const bus = new ControlledBus();
    const confirm = deferred();
    bus.outcome = () => confirm.promise;
    const relay = new OutboxRelay({ schema: database.schema, db, bus, logger });

    const flushing = relay.flush();
    try {
      await eventually(() => {
        expect(bus.published).toEqual([e.id]);
        return true;
      });
      // Seen from inside the relay's own transaction, so uncommitted marks would show too.
      const inside = await db.current!.query<{ sent_at: Date | null }>(`SELECT sent_at FROM "${database.schema}".outbox WHERE id = $1`, [e.id]);
      expect(inside).toEqual([{ sent_at: null }]);
    } finally {
      confirm.resolve(); // even on failure: an open relay transaction would block the schema cleanup
    }
    await expect(flushing).resolves.toBe(1);
    expect((await outboxRow(e.id)).sent_at).toBeInstanceOf(Date);
    expect(await relay.pending()).toBe(0);
  });

  it('leaves a row whose publish failed unsent with attempts and last_error recorded, keeping later rows behind it', async () => {
    const [a, b, c] = [event('e.a'), event('e.b'), event('e.c')];
    await writeCommitted(a, b, c);
    const bus = new ControlledBus();
    bus.outcome = async () => {
      if (bus.published.length === 2) throw new Error('RabbitMQ is not connected');
    };
    const relay = new OutboxRelay({ schema: database.schema, db: database.db, bus, logger });

    await expect(relay.flush()).rejects.toThrow('RabbitMQ is not connected');
    expect(bus.published).toEqual([a.id, b.id]);
    expect((await outboxRow(a.id)).sent_at).toBeInstanceOf(Date);
    expect(await outboxRow(b.id)).toEqual({ sent_at: null, attempts: 1, last_error: 'RabbitMQ is not connected' });
    expect(await outboxRow(c.id)).toEqual({ sent_at: null, attempts: 0, last_error: null });

    bus.outcome = async () => undefined;
    await expect(relay.flush()).resolves.toBe(2);
    expect(bus.published).toEqual([a.id, b.id, b.id, c.id]);
    expect(await relay.pending()).toBe(0);
  });

  it('delivers events through the bus in the order they were written, in the background and on nudge', async () => {
    const bus = new InProcessEventBus({ logger });
    const received: string[] = [];
    await bus.subscribe({ queue: 'test.ordered', routingKeys: ['#'], handler: async (e) => void received.push(e.id) });
    const relay = new OutboxRelay({ schema: database.schema, db: database.db, bus, logger, pollIntervalMs: 60_000, batchSize: 3 });
    relay.start();

    const events = Array.from({ length: 10 }, (_, i) => event(`order.e${i}`));
    await writeCommitted(...events);
    relay.nudge();
    await eventually(async () => {
      await bus.drain();
      expect(received).toEqual(events.map((e) => e.id));
      return true;
    });
    // The last batch is marked sent after its publishes are confirmed, a moment after delivery.
    await eventually(async () => {
      expect(await relay.pending()).toBe(0);
      return true;
    });
    await relay.stop();
    await bus.close();
  });

  it('records a hand-over that failed in SQL on its row, keeping the ones before it handed over', async () => {
    const [a, b, c] = [event('hand.a'), event('hand.b'), event('hand.c')];
    await writeCommitted(a, b, c);
    const handedOver: string[] = [];
    // A bus in the same database whose hand-over of the second event fails inside the transaction.
    const bus: ControlledBus & Pick<EventBus, 'publishWithin'> = new ControlledBus();
    bus.publishWithin = async (tx: SqlExecutor, e: EventEnvelope) => {
      if (e.id === b.id) await tx.query('SELECT 1 / 0');
      handedOver.push(e.id);
      return () => undefined;
    };
    const relay = new OutboxRelay({ schema: database.schema, db: database.db, bus, logger, busSharesDatabase: true });

    await expect(relay.flush()).rejects.toThrow('division by zero');
    expect(handedOver).toEqual([a.id]);
    expect((await outboxRow(a.id)).sent_at).toBeInstanceOf(Date);
    expect(await outboxRow(b.id)).toEqual({ sent_at: null, attempts: 1, last_error: 'division by zero' });
    expect(await outboxRow(c.id)).toEqual({ sent_at: null, attempts: 0, last_error: null });
  });

  it('publishes each event once when two relays (two service instances) run at the same time', async () => {
    const events = Array.from({ length: 30 }, (_, i) => event(`race.e${i}`));
    await writeCommitted(...events);
    const bus = new ControlledBus();
    bus.outcome = () => sleep(2); // a confirm takes a moment, so the two relays' batches overlap
    const relays = [1, 2].map(() => new OutboxRelay({ schema: database.schema, db: database.db, bus, logger, batchSize: 4 }));

    await Promise.all(relays.map((relay) => relay.flush()));
    while ((await relays[0].pending()) > 0) await relays[0].flush(); // a relay that found the lock taken leaves the rest to the other

    expect(bus.published).toEqual(events.map((e) => e.id));
  });
});
