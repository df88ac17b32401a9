import { PostgresRateLimiter, rateLimitTableDdl, type RateLimitRule, TooManyRequestsException } from '@comarketing/server-kit';
import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';

// server-kit's PostgreSQL rate limiter on the test database (PGlite, or PostgreSQL in CI), in a
// schema of its own.

const HOUR = 3_600_000;
const rule: RateLimitRule = { name: 'test:address', limit: 3, windowMs: HOUR, message: 'Too many, please wait.' };
const other: RateLimitRule = { name: 'test:account', limit: 2, windowMs: HOUR, message: 'Too many for this account.' };

describe('PostgresRateLimiter', () => {
  const schema = `rate_limit_test_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const table = `${schema}.rate_limit_hits`;
  let db: Pool;
  let now: number;
  let limiter: PostgresRateLimiter;
  const query = (sql: string, parameters: unknown[]) => db.query(sql, parameters).then((result) => result.rows as unknown[]);
  const refusedWith = (call: Promise<unknown>) =>
    call.then(
      () => undefined,
      (error: unknown) => (error instanceof TooManyRequestsException ? { message: (error.getResponse() as { message: string }).message, retryAfterSeconds: error.retryAfterSeconds } : error),
    );

  beforeAll(async () => {
    db = new Pool({ connectionString: process.env.DATABASE_URL, max: 4 });
    await db.query(`CREATE SCHEMA ${schema}`);
    for (const statement of rateLimitTableDdl(table)) await db.query(statement);
  });

  afterAll(async () => {
    await db?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await db?.end();
  });

  beforeEach(async () => {
    await db.query(`DELETE FROM ${table}`);
    now = Date.UTC(2026, 10, 21, 12, 15);
    limiter = new PostgresRateLimiter(query, table, () => now);
  });

  it('lets the limit through, then refuses with the message and the seconds until a hit fits again', async () => {
    for (let i = 0; i < 3; i++) await limiter.consume([{ rule, subject: '203.0.113.9' }]);
    // The three hits of 12:15 (window 12:00-13:00) leave room for one more once a third of them
    // has slid out of the hour: at 13:20, 65 minutes on.
    expect(await refusedWith(limiter.consume([{ rule, subject: '203.0.113.9' }]))).toEqual({ message: rule.message, retryAfterSeconds: 65 * 60 });
    await limiter.consume([{ rule, subject: '203.0.113.10' }]);
    now += 64 * 60_000;
    expect(await refusedWith(limiter.consume([{ rule, subject: '203.0.113.9' }]))).toEqual({ message: rule.message, retryAfterSeconds: 60 });
    now += 60_000;
    await limiter.consume([{ rule, subject: '203.0.113.9' }]);
  });

  it('does not let twice the limit through around the edge of a window', async () => {
    now = Date.UTC(2026, 10, 21, 12, 59, 59);
    for (let i = 0; i < 3; i++) await limiter.consume([{ rule, subject: 'edge' }]);
    now = Date.UTC(2026, 10, 21, 13, 0, 1);
    expect(await refusedWith(limiter.consume([{ rule, subject: 'edge' }]))).toMatchObject({ message: rule.message });
    // Two hours on, nothing of the burst is left.
    now += 2 * HOUR;
    for (let i = 0; i < 3; i++) await limiter.consume([{ rule, subject: 'edge' }]);
  });

  it('counts a parallel burst atomically: exactly the limit passes', async () => {
    const results = await Promise.all(Array.from({ length: 12 }, () => refusedWith(limiter.consume([{ rule, subject: 'burst' }]))));
    expect(results.filter((r) => r === undefined)).toHaveLength(3);
  });

  it('takes a refused attempt back from every counter it touched', async () => {
    await limiter.consume([{ rule: other, subject: 'ada' }, { rule, subject: 'office' }]);
    await limiter.consume([{ rule: other, subject: 'ada' }, { rule, subject: 'office' }]);
    expect(await refusedWith(limiter.consume([{ rule: other, subject: 'ada' }, { rule, subject: 'office' }]))).toMatchObject({ message: other.message });
    // The office's third hit is still free: the refused attempt did not use it.
    await limiter.consume([{ rule, subject: 'office' }]);
  });

  it("does not refuse an address from memory after a burst at one of its accounts that the account's limit cut", async () => {
    const results = await Promise.all(Array.from({ length: 12 }, () => refusedWith(limiter.consume([{ rule: other, subject: 'ada' }, { rule, subject: 'office' }]))));
    expect(results.filter((r) => r === undefined)).toHaveLength(2);
    // The office spent two of its three: a colleague signing in to another account still fits.
    await limiter.consume([{ rule: other, subject: 'grace' }, { rule, subject: 'office' }]);
    expect(await refusedWith(limiter.consume([{ rule: other, subject: 'alan' }, { rule, subject: 'office' }]))).toMatchObject({ message: rule.message });
  });

  it('lets a caller take hits back and reset a subject', async () => {
    const hits = await limiter.consume([{ rule, subject: 'x' }]);
    await limiter.consume([{ rule, subject: 'x' }]);
    await limiter.release(hits);
    await limiter.consume([{ rule, subject: 'x' }]);
    await refusedWith(limiter.consume([{ rule, subject: 'x' }, { rule: other, subject: 'y' }]));
    await limiter.reset(rule, 'x');
    for (let i = 0; i < 3; i++) await limiter.consume([{ rule, subject: 'x' }]);
  });

  it('counts weights (bytes, not requests)', async () => {
    const bytes: RateLimitRule = { name: 'test:bytes', limit: 1000, windowMs: HOUR, message: 'Too much.' };
    await limiter.consume([{ rule: bytes, subject: 'u', weight: 600 }]);
    expect(await refusedWith(limiter.consume([{ rule: bytes, subject: 'u', weight: 600 }]))).toMatchObject({ message: 'Too much.' });
    await limiter.consume([{ rule: bytes, subject: 'u', weight: 400 }]);
  });

  it('keeps neither addresses nor e-mails in clear', async () => {
    await limiter.consume([{ rule, subject: 'ada@example.co.uk' }]);
    const { rows } = await db.query<{ key: string }>(`SELECT key FROM ${table}`);
    expect(JSON.stringify(rows)).not.toContain('ada');
  });

  it('answers a known block from memory, without the database', async () => {
    for (let i = 0; i < 3; i++) await limiter.consume([{ rule, subject: 'flood' }]);
    await refusedWith(limiter.consume([{ rule, subject: 'flood' }]));
    const counting = jest.fn(query);
    const sameProcess = limiter as unknown as { query: typeof query };
    sameProcess.query = counting;
    expect(await refusedWith(limiter.consume([{ rule, subject: 'flood' }]))).toMatchObject({ message: rule.message });
    expect(counting).not.toHaveBeenCalled();
  });

  it('forgets a block it remembered once hits are given back (in-flight attempts that turned out not to count)', async () => {
    // Three attempts in flight fill the limit; a fourth is refused, and the refusal remembered.
    const inFlight = [];
    for (let i = 0; i < 3; i++) inFlight.push(...(await limiter.consume([{ rule, subject: 'retrying user' }])));
    await refusedWith(limiter.consume([{ rule, subject: 'retrying user' }]));
    // They were never judged (the service was busy): given back, the user gets in at once.
    await limiter.release(inFlight);
    await limiter.consume([{ rule, subject: 'retrying user' }]);
  });

  it('asks the database again after half a minute rather than trusting a remembered block to the end of its window', async () => {
    for (let i = 0; i < 3; i++) await limiter.consume([{ rule, subject: 'elsewhere' }]);
    await refusedWith(limiter.consume([{ rule, subject: 'elsewhere' }]));
    // Another instance gives the hits back; this one learns it from the database within half a minute.
    await db.query(`UPDATE ${table} SET hits = 0`);
    now += 29_000;
    expect(await refusedWith(limiter.consume([{ rule, subject: 'elsewhere' }]))).toMatchObject({ message: rule.message });
    now += 1_000;
    await limiter.consume([{ rule, subject: 'elsewhere' }]);
  });

  it('counts without a limit and answers what the sliding window holds (a signal such as pressure)', async () => {
    const signal = { name: 'test:pressure', windowMs: 60_000 };
    expect(await limiter.count(signal, 'all', 40)).toBe(40);
    // Another instance adds its own; both read the total.
    expect(await new PostgresRateLimiter(query, table, () => now).count(signal, 'all', 100)).toBe(140);
    // Half a window into the next: the previous window counts for half.
    now = Math.floor(now / 60_000) * 60_000 + 90_000;
    expect(await limiter.count(signal, 'all', 0)).toBe(70);
  });
});
