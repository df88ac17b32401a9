import { type EventEnvelope } from '@comarketing/contracts';
import { InProcessEventBus } from '@comarketing/messaging';
import { createLogger, type RunningService, startDomainService } from '@comarketing/server-kit';
import { eventually } from '@comarketing/server-kit/testing';
import { Pool } from 'pg';
import { notificationService } from '../../src';

export const TEST_INTERNAL_TOKEN = 'test-internal-token-0123456789';

/** The notification service of a test, its bus, and a pool for the rows a test reads itself. */
export interface NotificationTestService {
  service: RunningService;
  bus: InProcessEventBus;
  db: Pool;
  /** Publishes `event` and waits until the consumer on `queue` has handled it (its inbox row commits with its effect). */
  deliver(event: EventEnvelope, queue: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts the notification service as `startDomainService` runs it, on the test's database with an
 * in-process bus that retries quickly and logs nothing. `env` adds or overrides its settings.
 */
export async function startNotificationTestService(env: Record<string, string> = {}): Promise<NotificationTestService> {
  const logger = createLogger({ name: 'notification-test', level: 'silent' });
  const bus = new InProcessEventBus({ logger, retryDelayMs: 10 });
  const service = await startDomainService(notificationService, { env: { DATABASE_URL: process.env.DATABASE_URL, INTERNAL_TOKEN: TEST_INTERNAL_TOKEN, PORT: '0', LOG_LEVEL: 'silent', ...env }, bus, logger });
  const db = new Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
  return {
    service,
    bus,
    db,
    async deliver(event, queue) {
      await bus.publish(event);
      await eventually(async () => {
        const { rows } = await db.query(`SELECT 1 FROM notification.inbox WHERE event_id = $1 AND consumer = $2`, [event.id, queue]);
        expect({ event: event.type, queue, handled: rows.length > 0 }).toEqual({ event: event.type, queue, handled: true });
        return true;
      });
    },
    async close() {
      await db.end();
      await service.close();
      await bus.close();
    },
  };
}
