import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { type EventBus } from '@comarketing/messaging';
import { EVENT_BUS } from '@comarketing/server-kit';
import { instanceSubscription } from '../../events/instance-subscription';
import { BlogContentCache } from './blog-content.cache';

const CONTENT_CHANGE_EVENTS = ['content.post.*'];

/**
 * Every BFF instance keeps its own copy of the published posts, so each listens for changes itself;
 * a change missed while an instance was away only waits for the cache's minute.
 */
@Injectable()
export class ContentChangesConsumer implements OnApplicationBootstrap {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly cache: BlogContentCache,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return this.bus.subscribe(instanceSubscription('content', CONTENT_CHANGE_EVENTS, async (event) => this.cache.invalidate(event.type)));
  }
}
