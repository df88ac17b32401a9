import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { AUTH_SERVER_ERRORS } from '@comarketing/contracts';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failures per account per window: enough for typos, too few for guessing. */
export const ACCOUNT_FAILURE_LIMIT = 5;
/** Failures per address per window: one address trying many accounts. */
export const ADDRESS_FAILURE_LIMIT = 30;

/** The start of the fixed window `now` falls in: a block never lasts longer than one window. */
export function windowStart(now: number): Date {
  return new Date(Math.floor(now / LOGIN_WINDOW_MS) * LOGIN_WINDOW_MS);
}

// Keys are hashed so the table never holds e-mail addresses or IPs in clear.
const key = (kind: 'account' | 'address', value: string) => `${kind}:${createHash('sha256').update(value.trim().toLowerCase()).digest('base64url')}`;

/**
 * Limits failed sign-ins per account and per address, in PostgreSQL so every BFF instance shares
 * the counts. A successful sign-in clears its account's count, and every block ends with its
 * 15-minute window, so a real user is never locked out for long.
 */
@Injectable()
export class LoginThrottle {
  constructor(private readonly dataSource: DataSource, private readonly clock: () => number = Date.now) {}

  async assertAllowed(email: string, address: string): Promise<void> {
    const now = this.clock();
    const rows: { key: string; failures: number }[] = await this.dataSource.query(
      `SELECT key, failures FROM bff.login_failures WHERE window_start = $1 AND key = ANY($2)`,
      [windowStart(now), [key('account', email), key('address', address)]],
    );
    const failures = (k: string) => rows.find((r) => r.key === k)?.failures ?? 0;
    if (failures(key('account', email)) >= ACCOUNT_FAILURE_LIMIT || failures(key('address', address)) >= ADDRESS_FAILURE_LIMIT) {
      const retryAfter = Math.ceil((windowStart(now).getTime() + LOGIN_WINDOW_MS - now) / 1000);
      throw new HttpException({ message: AUTH_SERVER_ERRORS.tooManyAttempts, retryAfterSeconds: retryAfter }, HttpStatus.TOO_MANY_REQUESTS);
    }
  }

  async recordFailure(email: string, address: string): Promise<void> {
    const start = windowStart(this.clock());
    await this.dataSource.query(
      `INSERT INTO bff.login_failures (key, window_start, failures) VALUES ($1, $3, 1), ($2, $3, 1)
       ON CONFLICT (key, window_start) DO UPDATE SET failures = bff.login_failures.failures + 1`,
      [key('account', email), key('address', address), start],
    );
    await this.dataSource.query(`DELETE FROM bff.login_failures WHERE window_start < $1`, [new Date(start.getTime() - LOGIN_WINDOW_MS)]);
  }

  async clearAccount(email: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM bff.login_failures WHERE key = $1`, [key('account', email)]);
  }
}
