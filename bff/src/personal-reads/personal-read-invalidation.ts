import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { type EventBus } from '@comarketing/messaging';
import { EVENT_BUS } from '@comarketing/server-kit';
import { type NextFunction, type Request, type Response } from 'express';
import { instanceSubscription } from '../events/instance-subscription';
import { type SessionUser } from '../session/session-user';
import { PersonalReadCache } from './personal-read-cache';
import { userIdsNamedIn } from './user-ids-named';

/**
 * Every event that names a user forgets that user's cached reads, on every instance (a user's reads
 * may be cached on any); an event missed while the broker was away only means the read is
 * refreshed at its TTL.
 */
@Injectable()
export class PersonalReadInvalidation implements OnApplicationBootstrap {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly cache: PersonalReadCache,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return this.bus.subscribe(instanceSubscription('reads', ['#'], async (event) => this.cache.forgetUsers(userIdsNamedIn(event.payload))));
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
