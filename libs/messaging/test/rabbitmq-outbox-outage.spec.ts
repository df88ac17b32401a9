import { type EventEnvelope } from '@comarketing/contracts';
import { createEnvelope, idempotentHandler, OutboxRelay, RabbitMqEventBus, writeToOutbox } from '../src';
import { type TestDatabase, useTestDatabase } from './helpers/database';
import { captureLogger } from './helpers/logger';
import { AMQP_URL, amqpUrlVia, brokerAddress, deleteTopology, describeWithRabbitMq, uniqueSuffix } from './helpers/rabbitmq';
import { eventually, TcpProxy } from '../src/testing';

// The whole path during a broker outage: outbox -> relay -> RabbitMQ (through a TCP proxy the test
// cuts) -> consumer with an inbox. Nothing written while the broker is away may be lost, duplicated
// or reordered.

describeWithRabbitMq('outbox relay across a RabbitMQ outage', () => {
  const suffix = uniqueSuffix();
  const exchange = `msgtest.events.${suffix}`;
  const queue = `msgtest_${suffix}.outage`;
  let database: TestDatabase;
  let proxy: TcpProxy;
  // Stopped after the test whatever its outcome: a relay or bus left running keeps Jest alive.
  const running: Array<{ stop?(): Promise<void>; close?(): Promise<void> }> = [];

  useTestDatabase(async (started) => {
    database = started;
    await database.pool.query(`CREATE TABLE "${database.schema}".effects (event_id uuid NOT NULL, seq int NOT NULL)`);
  });

  beforeAll(async () => {
    proxy = new TcpProxy(brokerAddress().host, brokerAddress().port);
    await proxy.start();
  });

  afterAll(async () => {
    for (const component of running.reverse()) await (component.stop ?? component.close)?.call(component);
    await proxy?.cut();
    await deleteTopology(exchange, [queue]);
  });

  it('delivers every event written while the broker is down exactly once, in order, after it returns', async () => {
    const log = captureLogger();
    const logger = log.logger;
    // The producing service reaches the broker through the proxy; the consumer connects directly.
    const producerBus = new RabbitMqEventBus({ url: amqpUrlVia(proxy.port), exchange, logger, reconnectDelayMs: 50 });
    const consumerBus = new RabbitMqEventBus({ url: AMQP_URL!, exchange, logger, prefetch: 1 });
    running.push(producerBus, consumerBus);
    await Promise.all([producerBus.connect(5000), consumerBus.connect(5000)]);

    const deliveries: string[] = []; // every delivery, before the inbox filters duplicates
    const handle = idempotentHandler({
      db: database.db,
      schema: database.schema,
      consumer: queue,
      logger,
      handle: async (e, tx) => {
        await tx.query(`INSERT INTO "${database.schema}".effects (event_id, seq) VALUES ($1, $2)`, [e.id, (e.payload as { seq: number }).seq]);
      },
    });
    await consumerBus.subscribe({
      queue,
      routingKeys: ['request.created'],
      handler: async (e) => {
        deliveries.push(e.id);
        await handle(e);
      },
    });
    const relay = new OutboxRelay({ schema: database.schema, db: database.db, bus: producerBus, logger, pollIntervalMs: 20, batchSize: 4 });
    running.push(relay);
    relay.start();

    const write = async (seq: number): Promise<EventEnvelope> => {
      const e = createEnvelope('request.created', { seq }, { correlationId: `corr-${seq}` });
      await database.db.transaction((tx) => writeToOutbox(tx, database.schema, e));
      relay.nudge();
      return e;
    };

    // Before the outage: flowing normally.
    const written = [await write(0), await write(1)];
    await eventually(() => {
      expect(deliveries).toHaveLength(2);
      return true;
    }, 15_000);

    await proxy.cut();
    await eventually(() => {
      expect(producerBus.health().status).toBe('down');
      return true;
    }, 15_000);
    for (let seq = 2; seq < 12; seq++) written.push(await write(seq));

    // The relay tries, fails, and records it on the oldest pending row; nothing is marked sent.
    await eventually(async () => {
      const { rows } = await database.pool.query(
        `SELECT attempts, last_error FROM "${database.schema}".outbox WHERE sent_at IS NULL ORDER BY sequence LIMIT 1`,
      );
      expect(rows[0].attempts).toBeGreaterThan(0);
      expect(rows[0].last_error).toMatch(/not connected/);
      return true;
    }, 15_000);
    expect(await relay.pending()).toBe(10);
    expect(deliveries).toHaveLength(2);

    await proxy.restore();
    await eventually(async () => {
      expect(await relay.pending()).toBe(0);
      return true;
    }, 30_000);
    await eventually(() => {
      expect(deliveries).toHaveLength(12);
      return true;
    }, 15_000);

    expect(deliveries).toEqual(written.map((e) => e.id));
    // A delivery is recorded when its handler starts; its effect commits a moment later.
    await eventually(async () => {
      const effects = await database.pool.query(`SELECT seq FROM "${database.schema}".effects ORDER BY seq`);
      expect(effects.rows.map((r) => r.seq)).toEqual(Array.from({ length: 12 }, (_, i) => i));
      return true;
    }, 15_000);
  }, 90_000);
});
