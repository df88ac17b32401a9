import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { type Logger } from 'pino';
import { type ObjectStorage, OBJECT_STORAGE } from './object-storage';
import { UPLOADS_LOGGER } from './uploads.providers';

/** Far longer than any upload request can take (bodies are small and requests time out). */
export const STALE_STAGED_AGE_MS = 60 * 60_000;
const CHECK_EVERY_MS = 60 * 60_000;

/**
 * Clears bytes staged by an upload whose process stopped before completing it (see
 * ObjectStorage): at start and every hour. Every BFF instance may run it; removing is idempotent.
 */
@Injectable()
export class ClearStaleStagedUploads implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(UPLOADS_LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    void this.run();
    this.timer = setInterval(() => void this.run(), CHECK_EVERY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** Answers how many were removed; never throws (a failed pass is logged and retried later). */
  async run(now = new Date()): Promise<number> {
    try {
      const removed = await this.storage.removeStaleStaged(new Date(now.getTime() - STALE_STAGED_AGE_MS));
      if (removed > 0) this.logger.warn({ removed }, 'removed bytes of uploads that never completed');
      return removed;
    } catch (error) {
      this.logger.error({ err: error }, 'could not clear stale staged uploads');
      return 0;
    }
  }
}
