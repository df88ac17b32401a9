import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { type EventBus } from '@comarketing/messaging';
import { EVENT_BUS } from '@comarketing/server-kit';
import { type NextFunction, type Request, type Response } from 'express';
import { randomUUID } from 'node:crypto';
import { type SessionUser } from '../session/session-user';
import { PersonalReadCache } from './personal-read-cache';
import { userIdsNamedIn } from './user-ids-named';

/**
 * Every event that names a user forgets that user's cached reads. Each BFF instance has its own
 * transient queue bound to every event (a user's reads may be cached on any instance); an event
 * missed while the broker was away only means the read is refreshed at its TTL.
 */
@Injectable()
export class PersonalReadInvalidation implements OnApplicationBootstrap {
  private readonly queue = `bff.reads-${randomUUID().slice(0, 8)}`;

  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly cache: PersonalReadCache,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return this.bus.subscribe({
      queue: this.queue,
      routingKeys: ['#'],
      transient: true,
      maxRetries: 0,
      handler: async (event) => this.cache.forgetUsers(userIdsNamedIn(event.payload)),
    });
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Express middleware (after the session): a signed-in user's change forgets the user's cached
 * reads when it starts (so a read racing it does not store what it is replacing) and again when
 * it ends, so the user's next read shows it, on this instance at once.
 */
export function forgetWritersReads(cache: PersonalReadCache) {
  return (req: Request, res: Response, next: NextFunction) => {
    const user = req.user as SessionUser | undefined;
    if (user && !READS.has(req.method)) {
      cache.forgetUsers([user.id]);
      res.once('close', () => cache.forgetUsers([user.id]));
    }
    next();
  };
}
