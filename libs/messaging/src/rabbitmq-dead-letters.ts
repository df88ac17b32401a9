import { connect } from 'amqplib';
import { abandon, publishWithConfirm } from './amqp-support';
import { ATTEMPTS_HEADER, copyOptions, deadLetterQueueOf, OUTAGE_ATTEMPTS_HEADER, OUTAGE_SINCE_HEADER } from './rabbitmq-topology';

export interface RabbitMqQueueRef {
  url: string;
  /** The same namespace the services use (EVENT_NAMESPACE), if any. */
  namespace?: string;
  /** The subscription's queue, as the service names it (e.g. `notification.user-registered`). */
  queue: string;
}

const fullName = ({ namespace, queue }: RabbitMqQueueRef) => (namespace ? `${namespace}.${queue}` : queue);
// Our retry bookkeeping and the broker's dead-lettering history: a replayed message starts afresh.
const RESET_HEADERS = new Set([ATTEMPTS_HEADER, OUTAGE_ATTEMPTS_HEADER, OUTAGE_SINCE_HEADER, 'x-last-error', 'x-death', 'x-first-death-exchange', 'x-first-death-queue', 'x-first-death-reason', 'x-last-death-exchange', 'x-last-death-queue', 'x-last-death-reason']);

/** How many messages wait in a queue's dead-letter queue (0 when it does not exist). */
export async function countRabbitMqDeadLetters(ref: RabbitMqQueueRef): Promise<number> {
  const connection = await connect(ref.url, { timeout: 10_000 });
  try {
    const channel = await connection.createChannel();
    channel.on('error', () => undefined);
    return (await channel.checkQueue(deadLetterQueueOf(fullName(ref)))).messageCount;
  } catch (error) {
    if ((error as { code?: number }).code === 404) return 0;
    throw error;
  } finally {
    await abandon(connection);
  }
}

/**
 * Moves a queue's dead letters back into the queue, oldest first, as fresh deliveries (retry
 * counts cleared, a header saying when they were replayed). Each is removed from the dead-letter
 * queue only after the broker confirmed its copy, so a crash half-way duplicates at worst, which
 * the consumer's inbox absorbs; nothing is lost. Returns how many were replayed.
 */
export async function replayRabbitMqDeadLetters(ref: RabbitMqQueueRef, limit = Number.POSITIVE_INFINITY): Promise<number> {
  const queue = fullName(ref);
  const connection = await connect(ref.url, { timeout: 10_000 });
  try {
    const channel = await connection.createConfirmChannel();
    // A refused operation also rejects its own promise; the channel's error event needs no handling.
    channel.on('error', () => undefined);
    // Both must exist; a typo must not create queues (checkQueue fails with 404 instead).
    await channel.checkQueue(queue);
    // Only what is there now: a replayed message that fails again comes back to this queue, and
    // must not be taken round again in the same replay.
    const { messageCount } = await channel.checkQueue(deadLetterQueueOf(queue));
    const most = Math.min(limit, messageCount);
    let replayed = 0;
    while (replayed < most) {
      const message = await channel.get(deadLetterQueueOf(queue), { noAck: false });
      if (!message) break;
      const headers = Object.fromEntries(Object.entries(message.properties.headers ?? {}).filter(([name]) => !RESET_HEADERS.has(name)));
      await publishWithConfirm(
        (done) =>
          channel.sendToQueue(queue, message.content, copyOptions(message.properties, { ...headers, 'x-replayed-at': new Date().toISOString() }), done),
        10_000,
      );
      channel.ack(message);
      replayed++;
    }
    // Closing the channel first makes sure the broker has the acks before the connection goes.
    await channel.close();
    return replayed;
  } finally {
    await abandon(connection);
  }
}
