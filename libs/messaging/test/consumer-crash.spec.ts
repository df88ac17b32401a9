import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { createEnvelope, type EventBus, OutboxRelay, PostgresEventBus, writeToOutbox } from '../src';
import { type TestDatabase, useTestDatabase } from './helpers/database';
import { captureLogger } from './helpers/logger';
import { eventually } from '../src/testing';

// The embedded platform's promise across a real crash (kill -9): an event the relay has already
// marked sent, whose consumer dies before committing its effect, is delivered again when the
// consumer comes back, and handled once. With a bus in memory it was simply gone.

const REGISTER = join(__dirname, 'helpers/register-typescript.cjs');
const CONSUMER = join(__dirname, 'fixtures/consumer-process.ts');

describe('a consumer killed between "marked sent" and its commit', () => {
  let database: TestDatabase;
  const namespace = `crash-${randomBytes(4).toString('hex')}`;
  const children: ChildProcess[] = [];
  let publisher: EventBus | undefined;

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await publisher?.close();
  });

  useTestDatabase(async (started) => {
    database = started;
    await database.pool.query(`CREATE TABLE "${database.schema}".effects (event_id uuid NOT NULL)`);
  });

  /** Starts the consumer process and waits until it has subscribed. */
  async function startConsumer(crash: boolean): Promise<ChildProcess> {
    const child = spawn(process.execPath, ['-r', REGISTER, CONSUMER], {
      env: { ...process.env, NODE_OPTIONS: '', DATABASE_URL: database.url, SCHEMA: database.schema, EVENT_NAMESPACE: namespace, CRASH: crash ? '1' : '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    let output = '';
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('subscribed')) resolve();
      });
      child.once('exit', (code, signal) => reject(new Error(`consumer exited before subscribing (${code ?? signal}): ${output}`)));
    });
    return child;
  }

  const exited = (child: ChildProcess) =>
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve(child.signalCode ?? child.exitCode)
      : new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));

  const effects = async () => (await database.pool.query(`SELECT count(*)::int AS n FROM "${database.schema}".effects`)).rows[0].n as number;

  it('delivers the event again after the restart, and the effect exists exactly once', async () => {
    const crashing = await startConsumer(true);

    const { logger } = captureLogger();
    const bus = new PostgresEventBus({ logger, url: database.url, namespace });
    publisher = bus;
    await bus.connect();
    // As a service does when its bus keeps its queues in the service's own database.
    const relay = new OutboxRelay({ schema: database.schema, db: database.db, bus, logger, busSharesDatabase: bus.sharesDatabaseWith(database.url) });
    const event = createEnvelope('request.created', { requestId: 'r1' }, { correlationId: 'crash-test' });
    await database.db.transaction((tx) => writeToOutbox(tx, database.schema, event));
    expect(await relay.flush()).toBe(1);

    expect(await exited(crashing)).toBe('SIGKILL');
    const { rows } = await database.pool.query(`SELECT sent_at FROM "${database.schema}".outbox WHERE id = $1`, [event.id]);
    expect(rows[0].sent_at).not.toBeNull();
    expect(await effects()).toBe(0);

    const restarted = await startConsumer(false);
    await eventually(async () => {
      expect(await effects()).toBe(1);
      return true;
    }, 15_000);
    restarted.kill('SIGTERM');
    expect(await exited(restarted)).toBe(0);
    expect(await effects()).toBe(1);
  }, 60_000);
});
