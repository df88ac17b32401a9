import { type EventHandler, type Subscription } from '@comarketing/messaging';
import { randomUUID } from 'node:crypto';

/**
 * A subscription of this BFF instance alone. What it feeds lives in this instance's memory (open
 * live streams, caches), so every instance needs every such event: each gets its own transient
 * queue, gone with the instance, and nothing is retried. A missed event only waits for the page's
 * next poll or the cache's expiry.
 */
export function instanceSubscription(name: string, routingKeys: string[], handler: EventHandler): Subscription {
  return { queue: `bff.${name}-${randomUUID().slice(0, 8)}`, routingKeys, transient: true, maxRetries: 0, handler };
}
