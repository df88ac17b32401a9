import { type Channel, type MessageProperties, type MessagePropertyHeaders, type Options } from 'amqplib';
import { type DeliveryHistory } from './retry-policy';

/** Poison failures a message has already had; set on each retry copy we publish. */
export const ATTEMPTS_HEADER = 'x-attempts';
/** Outage failures in the current run, and when that run began (epoch ms). */
export const OUTAGE_ATTEMPTS_HEADER = 'x-outage-attempts';
export const OUTAGE_SINCE_HEADER = 'x-outage-since';
export const CORRELATION_HEADER = 'x-correlation-id';

export type QueueType = 'quorum' | 'classic';

export const retryQueueOf = (queue: string): string => `${queue}.retry`;
export const deadLetterQueueOf = (queue: string): string => `${queue}.dlq`;

export interface QueueDeclaration {
  name: string;
  options: Options.AssertQueue;
}

export interface TopologyOptions {
  queueType: QueueType;
  /** One exclusive, auto-deleted queue for this connection, without retry or dead-letter queue. */
  transient?: boolean;
  /** `x-expires`: the broker deletes each queue once it has gone unused this long (throwaway namespaces only). */
  expiresMs?: number;
}

/**
 * The three queues behind one subscription, in declaration order:
 * - `<queue>.dlq` keeps what failed for good, for operators;
 * - `<queue>.retry` holds a failed message's copy until its per-message expiration, then
 *   dead-letters it back into the main queue (our bounded retry, instead of broker requeue);
 * - `<queue>` itself, whose rejected (nack without requeue) messages dead-letter into the DLQ.
 * All go through the default exchange, so a retry reaches only this queue, never other subscribers.
 */
export function subscriptionQueues(queue: string, { queueType, transient = false, expiresMs }: TopologyOptions): QueueDeclaration[] {
  if (transient) return [{ name: queue, options: { durable: false, exclusive: true, autoDelete: true } }];
  // Omitted when not wanted: a queue created without an argument must stay equivalent when redeclared.
  const common = { ...(queueType === 'quorum' ? { 'x-queue-type': 'quorum' } : {}), ...(expiresMs === undefined ? {} : { 'x-expires': expiresMs }) };
  return [
    { name: deadLetterQueueOf(queue), options: { durable: true, arguments: { ...common } } },
    {
      name: retryQueueOf(queue),
      options: { durable: true, arguments: { ...common, 'x-dead-letter-exchange': '', 'x-dead-letter-routing-key': queue } },
    },
    {
      name: queue,
      options: { durable: true, arguments: { ...common, 'x-dead-letter-exchange': '', 'x-dead-letter-routing-key': deadLetterQueueOf(queue) } },
    },
  ];
}

/** Declares a subscription's queues and binds the main queue to the exchange (idempotent). */
export async function declareSubscriptionTopology(channel: Channel, exchange: string, queue: string, routingKeys: string[], options: TopologyOptions): Promise<void> {
  for (const declaration of subscriptionQueues(queue, options)) {
    await channel.assertQueue(declaration.name, declaration.options);
  }
  for (const routingKey of routingKeys) {
    await channel.bindQueue(queue, exchange, routingKey);
  }
}

/** Attempts made before this delivery (0 for a first delivery); tolerant of foreign or broken headers. */
export function attemptsBefore(headers: MessagePropertyHeaders | undefined): number {
  return countHeader(headers, ATTEMPTS_HEADER);
}

/** The message's failures so far, from the headers of our retry copies. */
export function historyOf(headers: MessagePropertyHeaders | undefined): DeliveryHistory {
  const since = countHeader(headers, OUTAGE_SINCE_HEADER);
  return { failures: attemptsBefore(headers), outageFailures: countHeader(headers, OUTAGE_ATTEMPTS_HEADER), outageSince: since > 0 ? since : undefined };
}

function countHeader(headers: MessagePropertyHeaders | undefined, name: string): number {
  const value = Number(headers?.[name] ?? 0);
  return Number.isSafeInteger(value) && value > 0 ? value : 0;
}

/**
 * Headers for a retry copy: ours updated, the broker's dead-lettering history dropped. RabbitMQ owns
 * `x-death`; republishing it from a client is unsupported and it would grow with every retry.
 */
export function retryHeaders(headers: MessagePropertyHeaders | undefined, history: DeliveryHistory, lastError: string): MessagePropertyHeaders {
  const kept = Object.fromEntries(
    Object.entries(headers ?? {}).filter(
      ([name]) => name !== 'x-death' && !name.startsWith('x-first-death') && !name.startsWith('x-last-death') && name !== OUTAGE_SINCE_HEADER,
    ),
  );
  return {
    ...kept,
    [ATTEMPTS_HEADER]: history.failures,
    [OUTAGE_ATTEMPTS_HEADER]: history.outageFailures,
    ...(history.outageSince === undefined ? {} : { [OUTAGE_SINCE_HEADER]: history.outageSince }),
    'x-last-error': lastError.slice(0, 500),
  };
}

/** Publish options for a copy of a delivered message (a retry, a replay): same identity, new headers. */
export function copyOptions(properties: MessageProperties, headers: MessagePropertyHeaders): Options.Publish {
  return {
    persistent: true,
    contentType: properties.contentType,
    contentEncoding: properties.contentEncoding,
    messageId: properties.messageId,
    type: properties.type,
    correlationId: properties.correlationId,
    timestamp: properties.timestamp,
    headers,
  };
}
