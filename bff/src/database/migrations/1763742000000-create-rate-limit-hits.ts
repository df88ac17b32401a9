import { rateLimitTableDdl } from '@comarketing/server-kit';
import { type MigrationInterface, type QueryRunner } from 'typeorm';

export const RATE_LIMIT_TABLE = 'bff.rate_limit_hits';

/**
 * One table of counters for every limit of the BFF (sign-in attempts, sign-ups, e-mail changes),
 * kept by server-kit's PostgresRateLimiter. It replaces the sign-in throttle's own table, whose
 * counts last 15 minutes and are simply dropped.
 */
export class CreateRateLimitHits1763742000000 implements MigrationInterface {
  name = 'CreateRateLimitHits1763742000000';

  async up(q: QueryRunner): Promise<void> {
    for (const statement of rateLimitTableDdl(RATE_LIMIT_TABLE)) await q.query(statement);
    await q.query(`DROP TABLE IF EXISTS bff.login_failures`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS ${RATE_LIMIT_TABLE}`);
  }
}
