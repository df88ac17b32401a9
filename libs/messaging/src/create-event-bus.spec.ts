import { createServer } from 'node:net';
import { captureLogger } from '../test/helpers/logger';
import { outcomeWithoutWaiting } from '../test/helpers/wait';
import { createEventBus } from './create-event-bus';
import { createEnvelope } from './envelope';
import { InProcessEventBus } from './in-process-event-bus';
import { PostgresEventBus } from './postgres-bus/postgres-event-bus';
import { RabbitMqEventBus } from './rabbitmq-event-bus';
import { eventually } from './testing';

/** A loopback port with nothing listening on it: connections are refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('createEventBus', () => {
  it('returns the PostgreSQL bus without an AMQP URL but with a database URL (the embedded default)', async () => {
    const bus = createEventBus({ logger: captureLogger().logger, databaseUrl: 'postgres://nobody@127.0.0.1:1/none' });
    expect(bus).toBeInstanceOf(PostgresEventBus);
    await bus.close();
  });

  it('returns the memory-only bus with neither URL (unit tests)', async () => {
    const bus = createEventBus({ logger: captureLogger().logger });
    expect(bus).toBeInstanceOf(InProcessEventBus);
    await bus.close();
  });

  it('returns a RabbitMQ bus that is already connecting, reports down and fails publish fast while the broker is unreachable', async () => {
    const { logger, at } = captureLogger();
    const bus = createEventBus({ amqpUrl: `amqp://guest:secret-password@127.0.0.1:${await closedPort()}`, logger });
    expect(bus).toBeInstanceOf(RabbitMqEventBus);

    // Subscribing while down only registers the subscription; it is declared on connect.
    await expect(bus.subscribe({ queue: 'notification.welcome', routingKeys: ['user.registered'], handler: async () => undefined })).resolves.toBeUndefined();

    // No waiting for a connection: refused before any timer or socket could have a say.
    expect(await outcomeWithoutWaiting(bus.publish(createEnvelope('user.registered', null, { correlationId: 'c' })))).toMatch(/^rejected: .*not connected/);
    expect(bus.health().status).toBe('down');

    await eventually(() => (at('warn').some((line) => line.msg === 'Could not connect to RabbitMQ') ? true : undefined), 2000);
    await bus.close();
    expect(bus.health()).toEqual({ status: 'down', detail: 'closed' });
    // Credentials never reach the logs.
    expect(JSON.stringify(at('warn'))).not.toContain('secret-password');
  });
});
