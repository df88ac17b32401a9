import { INTERNAL_TOKEN_HEADER } from '@comarketing/contracts';
import { InProcessEventBus } from '@comarketing/messaging';
import { createLogger, type RunningService, startDomainService } from '@comarketing/server-kit';
import { Pool } from 'pg';
import request from 'supertest';
import { matchingService } from '../../src';

const TOKEN = 'test-internal-token-0123456789';

/** The matching service of a test, its bus, and a pool for the rows a test writes and reads itself. */
export interface MatchingTestService {
  service: RunningService;
  bus: InProcessEventBus;
  db: Pool;
  /** An internal request to the service, its token set. */
  internal(method: 'get' | 'put' | 'post', path: string): request.Test;
  close(): Promise<void>;
}

/**
 * Starts the matching service as `startDomainService` runs it, on the test's database with an
 * in-process bus that retries quickly and logs nothing. `env` adds or overrides its settings.
 */
export async function startMatchingTestService(env: Record<string, string> = {}): Promise<MatchingTestService> {
  const logger = createLogger({ name: 'matching-test', level: 'silent' });
  const bus = new InProcessEventBus({ logger, retryDelayMs: 10 });
  const service = await startDomainService(matchingService, { env: { DATABASE_URL: process.env.DATABASE_URL, INTERNAL_TOKEN: TOKEN, PORT: '0', LOG_LEVEL: 'silent', ...env }, bus, logger });
  const db = new Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
  return {
    service,
    bus,
    db,
    internal: (method, path) => request(service.url)[method](path).set(INTERNAL_TOKEN_HEADER, TOKEN),
    async close() {
      await db.end();
      await service.close();
      await bus.close();
    },
  };
}
