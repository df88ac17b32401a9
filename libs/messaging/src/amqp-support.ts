import { type Channel, type ChannelModel, type ConsumeMessage } from 'amqplib';

/**
 * Runs one publish on a confirm channel and resolves on the broker's confirm; rejects on a nack,
 * a closed channel, or no confirm within `timeoutMs`, so a caller never waits forever.
 */
export function publishWithConfirm(send: (done: (error: unknown) => void) => void, timeoutMs: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let finished = false;
    const finish = (error?: unknown) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      if (error) reject(error instanceof Error ? error : new Error(`Publish not confirmed: ${String(error)}`));
      else resolve();
    };
    const timer = setTimeout(() => finish(new Error(`No publisher confirm within ${timeoutMs} ms`)), timeoutMs);
    try {
      send((error) => finish(error ?? undefined));
    } catch (error) {
      // amqplib throws synchronously on a channel that has already closed.
      finish(error ?? new Error('publish failed'));
    }
  });
}

/** Acks, or rejects without requeue (dead-lettering); on a closed channel the broker redelivers instead. */
export function settle(channel: Channel, message: ConsumeMessage, outcome: 'ack' | 'reject'): void {
  try {
    if (outcome === 'ack') channel.ack(message);
    else channel.nack(message, false, false);
  } catch {
    // The channel closed while the handler ran; the message went back to its queue.
  }
}

/** Waits for the promises to settle, but no longer than `ms`. */
export async function settleWithin(promises: Array<Promise<unknown>>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([Promise.allSettled(promises), new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

/** Resolves or rejects as `work` does, or rejects with `message` after `ms`. */
export async function withinMs<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expiry = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms)));
  try {
    return await Promise.race([work, expiry]);
  } finally {
    clearTimeout(timer);
  }
}

const ABANDON_CLOSE_MS = 2_000;

/**
 * Closes a connection politely, and destroys its socket if the broker does not confirm the close
 * in time: a broker that stopped answering would otherwise keep the socket (and the process) alive
 * until heartbeats time out, minutes later.
 */
export async function abandon(connection: ChannelModel): Promise<void> {
  await settleWithin([connection.close()], ABANDON_CLOSE_MS);
  // amqplib's typings do not expose the socket; ChannelModel.connection.stream is it. Destroyed
  // with an error, so amqplib hears of it and stops its heartbeat timer too.
  const socket = (connection as unknown as { connection?: { stream?: { destroyed?: boolean; destroy(error?: Error): void } } }).connection?.stream;
  if (socket && !socket.destroyed) socket.destroy(new Error(`RabbitMQ did not confirm closing the connection within ${ABANDON_CLOSE_MS} ms`));
}

/** The broker address for logs, without credentials. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return '(unparseable AMQP URL)';
  }
}
