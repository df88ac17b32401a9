import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { type EventBus } from '@comarketing/messaging';
import { EVENT_BUS } from '@comarketing/server-kit';
import { randomUUID } from 'node:crypto';
import { BlogContentCache } from './blog-content.cache';

const CONTENT_CHANGE_EVENTS = ['content.post.*'];

/**
 * Every BFF instance keeps its own copy of the published posts, so each listens on its own transient
 * queue; a change missed while an instance was away only waits for the cache's minute.
 */
@Injectable()
export class ContentChangesConsumer implements OnApplicationBootstrap {
  private readonly queue = `bff.content-${randomUUID().slice(0, 8)}`;

  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly cache: BlogContentCache,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return this.bus.subscribe({
      queue: this.queue,
      routingKeys: CONTENT_CHANGE_EVENTS,
      transient: true,
      maxRetries: 0,
      handler: async (event) => this.cache.invalidate(event.type),
    });
  }
}
