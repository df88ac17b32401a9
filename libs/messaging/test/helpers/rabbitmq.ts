import { randomBytes } from 'node:crypto';
import { type ConfirmChannel, connect, type GetMessage } from 'amqplib';
import { abandon } from '../../src/amqp-support';

/** Set by CI (amqp://guest:guest@127.0.0.1:5672); without it the RabbitMQ suites are skipped. */
export const AMQP_URL = process.env.AMQP_URL;

export const describeWithRabbitMq: jest.Describe = AMQP_URL
  ? describe
  : (Object.assign((name: string, fn: () => void) => describe.skip(`${name} [skipped: set AMQP_URL to run against RabbitMQ]`, fn), describe) as jest.Describe);

export function uniqueSuffix(): string {
  return randomBytes(4).toString('hex');
}

/** The broker URL with its host and port replaced, e.g. to go through a TcpProxy. */
export function amqpUrlVia(port: number, host = '127.0.0.1'): string {
  const url = new URL(AMQP_URL!);
  url.hostname = host;
  url.port = String(port);
  return url.toString();
}

export function brokerAddress(): { host: string; port: number } {
  const url = new URL(AMQP_URL!);
  return { host: url.hostname, port: Number(url.port || 5672) };
}

/**
 * A raw amqplib channel for assertions and cleanup, independent of the bus under test. A confirm
 * channel: publish and then `waitForConfirms()`, or closing may overtake the publish.
 */
export async function withChannel<T>(work: (channel: ConfirmChannel) => Promise<T>): Promise<T> {
  const connection = await connect(AMQP_URL!, { timeout: 10_000 });
  try {
    const channel = await connection.createConfirmChannel();
    channel.on('error', () => undefined);
    return await work(channel);
  } finally {
    await abandon(connection);
  }
}

/** Takes every message currently in a queue (acking them), oldest first. */
export async function drainQueue(queue: string): Promise<GetMessage[]> {
  return withChannel(async (channel) => {
    const messages: GetMessage[] = [];
    for (;;) {
      const message = await channel.get(queue, { noAck: true });
      if (!message) return messages;
      messages.push(message);
    }
  });
}

/** Deletes subscriptions' queues (with their retry and DLQ) and the test's exchange. */
export async function deleteTopology(exchange: string, queues: string[]): Promise<void> {
  await withChannel(async (channel) => {
    for (const queue of queues) {
      for (const name of [queue, `${queue}.retry`, `${queue}.dlq`]) await channel.deleteQueue(name);
    }
    await channel.deleteExchange(exchange);
  });
}
