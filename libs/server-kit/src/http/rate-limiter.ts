import { HttpException, HttpStatus } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

/** At most `limit` hits in any `windowMs` (a sliding window, estimated), refused with `message`. */
export interface RateLimitRule {
  /** Part of the stored key, e.g. 'sign-up:address'. */
  name: string;
  limit: number;
  windowMs: number;
  message: string;
}

/** One counted hit, as `release` needs it to take the hit back. */
export interface CountedHit {
  key: string;
  windowStart: Date;
  weight: number;
}

/** Runs one parameterised statement and answers its rows (the caller's database connection). */
export type RateLimitQuery = (sql: string, parameters: unknown[]) => Promise<unknown[]>;

/** 429 in the platform's error shape, with when to retry (sent as Retry-After). */
export class TooManyRequestsException extends HttpException {
  constructor(message: string, readonly retryAfterSeconds: number) {
    super({ message, retryAfterSeconds }, HttpStatus.TOO_MANY_REQUESTS);
  }
}

const TABLE_NAME = /^[a-z_][a-z0-9_]*\.[a-z_][a-z0-9_]*$/;

/** The counters' table, in the schema of the app that uses the limiter (run it in a migration). */
export function rateLimitTableDdl(table: string): string[] {
  assertTableName(table);
  const index = `${table.split('.')[1]}_expires_idx`;
  return [
    `CREATE TABLE IF NOT EXISTS ${table} (
       key text NOT NULL,
       window_start timestamptz NOT NULL,
       expires_at timestamptz NOT NULL,
       hits bigint NOT NULL,
       PRIMARY KEY (key, window_start)
     )`,
    `CREATE INDEX IF NOT EXISTS ${index} ON ${table} (expires_at)`,
  ];
}

/**
 * The part of a client address that one client controls: an IPv4 address, or an IPv6 /64 (one
 * subscriber usually holds a whole /64 and can pick any address in it).
 */
export function clientAddressSubject(address: string | undefined): string {
  if (!address) return 'unknown';
  const ipv4 = ipv4Of(address);
  if (ipv4) return ipv4.join('.');
  const groups = ipv6GroupsOf(address);
  if (!groups) return address;
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`;
}

/**
 * The network a client address belongs to: an IPv4 /24, or an IPv6 /48 (the next size above the
 * /64 that clientAddressSubject already treats as one client: what one site or a small provider's
 * customer is given). A flood from many addresses of a few networks is counted per network as
 * well; limits on it must be sized for an office's or a mobile carrier's NAT, whose users share it.
 */
export function clientNetworkSubject(address: string | undefined): string {
  if (!address) return 'unknown';
  const ipv4 = ipv4Of(address);
  if (ipv4) return `${ipv4.slice(0, 3).join('.')}.0/24`;
  const groups = ipv6GroupsOf(address);
  if (!groups) return address;
  return `${groups.slice(0, 3).map((g) => g.toString(16)).join(':')}::/48`;
}

/** The four octets of an IPv4 address, also written IPv4-mapped (::ffff:a.b.c.d or ::ffff:xxxx:xxxx). */
function ipv4Of(address: string): number[] | undefined {
  if (isIPv4(address)) return address.split('.').map(Number);
  const groups = ipv6GroupsOf(address);
  if (!groups || groups.slice(0, 5).some((g) => g !== 0) || groups[5] !== 0xffff) return undefined;
  return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff];
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part included). */
function ipv6GroupsOf(address: string): number[] | undefined {
  if (!isIPv6(address)) return undefined;
  let text = address.toLowerCase().split('%')[0];
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail = ''] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const hex = text.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return hex.map((g) => parseInt(g || '0', 16));
}

const PRUNE_EVERY_MS = 60_000;
const BLOCKED_CACHE_MAX = 10_000;
/** How long a refusal is answered from memory before the database is asked again. */
const REMEMBER_BLOCK_MS = 30_000;

/**
 * Counts hits per rule and subject (an address, an account) in PostgreSQL, so every instance
 * shares the counts, under hashed keys (the table holds no e-mail address or IP in clear). A hit
 * is counted before the work it guards, in one atomic statement, so a burst of parallel requests
 * cannot all pass before any is counted; a refused attempt is taken back (it did no work), and a
 * caller may take back hits that should not count (a sign-in that succeeded). Every block ends
 * within two windows, so nobody is locked out for long.
 *
 * The window slides: hits are stored per fixed window, and a hit is judged by the current window's
 * count plus the previous window's, weighted by how much of it still lies within `windowMs` (the
 * sliding-window counter). Plain fixed windows would let twice the limit through around a window's
 * edge (the limit at 12:59, again at 13:00) and forget a block the moment the clock turns.
 *
 * A refusal is remembered in memory for up to half a minute (not past its window), so a flood
 * from one address is answered without touching the database; hits given back on this instance
 * forget it at once, and another instance's give-backs are seen within that half minute.
 */
export class PostgresRateLimiter {
  private readonly blockedUntil = new Map<string, { until: number; recheckAt: number; rule: RateLimitRule }>();
  private lastPrune = 0;

  constructor(
    private readonly query: RateLimitQuery,
    private readonly table: string,
    private readonly clock: () => number = Date.now,
  ) {
    assertTableName(table);
  }

  /**
   * Counts one hit (or `weight`) per entry; refuses with 429 when any entry is over its limit.
   * Entries go from the narrowest subject to the widest (an account before an address, an address
   * before its network).
   */
  async consume(entries: { rule: RateLimitRule; subject: string; weight?: number }[]): Promise<CountedHit[]> {
    const now = this.clock();
    const planned = entries.map(({ rule, subject, weight = 1 }) => {
      const windowStart = Math.floor(now / rule.windowMs) * rule.windowMs;
      return { rule, weight, key: keyOf(rule, subject), windowStart, previousStart: windowStart - rule.windowMs };
    });
    this.refuseKnownBlocks(planned.map((p) => p.key), now);

    const rows = await this.add(planned);
    const hits: CountedHit[] = planned.map((p) => ({ key: p.key, windowStart: new Date(p.windowStart), weight: p.weight }));
    const judged = planned.map((p) => {
      const row = rows.find((r) => r.key === p.key);
      const counts: WindowCounts = { earlier: Number(row?.hits ?? 0) - p.weight, previous: Number(row?.previous_hits ?? 0) };
      return { ...p, counts, over: !fitsInWindow(p.rule, counts, p.weight, p.windowStart, now) };
    });
    const over = judged.filter((p) => p.over);

    if (over.length > 0) {
      await this.release(hits);
      // The first entry over its limit, when it is full even without this hit: nothing fits before
      // its window ends (and a smaller weight not even then), so this instance may refuse it from
      // memory until then. Only the first, as entries go from the narrowest subject to the widest
      // (an account, then an address, then a network): the wider ones' counts may hold parallel
      // attempts that their narrower entries refused and are about to give back, so a burst at one
      // account would otherwise leave its whole address refused from memory.
      const [first] = over;
      if (first!.counts.earlier >= first!.rule.limit) this.remember(first!.key, first!.windowStart + first!.rule.windowMs, first!.rule, now);
      throw refusal(over.map((p) => ({ rule: p.rule, until: firstFitAt(p.rule, p.counts, p.weight, p.windowStart) })), now);
    }
    await this.pruneNowAndThen(now);
    return hits;
  }

  /**
   * Adds `weight` hits to `subject` under `rule`, refusing nothing, and answers how many the
   * sliding window now holds (an estimate, as for a limit): for a signal such as how much
   * anonymous work all instances were asked for in the last minute.
   */
  async count(rule: Pick<RateLimitRule, 'name' | 'windowMs'>, subject: string, weight = 1): Promise<number> {
    const now = this.clock();
    const windowStart = Math.floor(now / rule.windowMs) * rule.windowMs;
    const [row] = await this.add([{ rule, weight, key: keyOf(rule, subject), windowStart, previousStart: windowStart - rule.windowMs }]);
    const stillInside = (rule.windowMs - (now - windowStart)) / rule.windowMs;
    await this.pruneNowAndThen(now);
    return Number(row?.hits ?? 0) + Number(row?.previous_hits ?? 0) * stillInside;
  }

  /** Takes hits back (what they guarded turned out not to count). */
  async release(hits: CountedHit[]): Promise<void> {
    if (hits.length === 0) return;
    // The counts fall: a refusal remembered for them may no longer hold.
    for (const hit of hits) this.blockedUntil.delete(hit.key);
    await this.query(
      `UPDATE ${this.table} AS t SET hits = greatest(t.hits - u.weight, 0)
         FROM unnest($1::text[], $2::timestamptz[], $3::bigint[]) AS u(key, window_start, weight)
        WHERE t.key = u.key AND t.window_start = u.window_start`,
      [hits.map((h) => h.key), hits.map((h) => h.windowStart), hits.map((h) => h.weight)],
    );
  }

  /** Forgets every count of `subject` under `rule`. */
  async reset(rule: RateLimitRule, subject: string): Promise<void> {
    const key = keyOf(rule, subject);
    this.blockedUntil.delete(key);
    await this.query(`DELETE FROM ${this.table} WHERE key = $1`, [key]);
  }

  /**
   * Refuses (429) at once, from memory, when this instance already knows one of the entries is
   * blocked: for a caller to check before queueing work that would end in `consume` anyway.
   */
  refuseIfKnownBlocked(entries: { rule: RateLimitRule; subject: string }[]): void {
    this.refuseKnownBlocks(
      entries.map((e) => keyOf(e.rule, e.subject)),
      this.clock(),
    );
  }

  /** One statement counts the hits and reads the previous windows' counts next to them. */
  private async add(planned: PlannedHit[]): Promise<{ key: string; hits: string | number; previous_hits: string | number }[]> {
    return (await this.query(
      `WITH planned AS (
         SELECT * FROM unnest($1::text[], $2::timestamptz[], $3::timestamptz[], $4::bigint[], $5::timestamptz[])
           AS p(key, window_start, expires_at, hits, previous_start)
       ), counted AS (
         INSERT INTO ${this.table} AS t (key, window_start, expires_at, hits)
         SELECT key, window_start, expires_at, hits FROM planned
         ON CONFLICT (key, window_start) DO UPDATE SET hits = t.hits + EXCLUDED.hits
         RETURNING key, hits
       )
       SELECT counted.key, counted.hits, coalesce(previous.hits, 0) AS previous_hits
         FROM counted
         JOIN planned ON planned.key = counted.key
         LEFT JOIN ${this.table} AS previous ON previous.key = planned.key AND previous.window_start = planned.previous_start`,
      [
        planned.map((p) => p.key),
        planned.map((p) => new Date(p.windowStart)),
        // A window's count is still read through the next window.
        planned.map((p) => new Date(p.windowStart + 2 * p.rule.windowMs)),
        planned.map((p) => p.weight),
        planned.map((p) => new Date(p.previousStart)),
      ],
    )) as { key: string; hits: string | number; previous_hits: string | number }[];
  }

  private refuseKnownBlocks(keys: string[], now: number): void {
    const blocked = keys.flatMap((key) => {
      const entry = this.blockedUntil.get(key);
      if (entry && (entry.until <= now || entry.recheckAt <= now)) this.blockedUntil.delete(key);
      return entry && entry.until > now && entry.recheckAt > now ? [entry] : [];
    });
    if (blocked.length > 0) throw refusal(blocked, now);
  }

  private remember(key: string, until: number, rule: RateLimitRule, now: number): void {
    // Bounded: past the cap the oldest refusals are forgotten (the database still has them).
    if (this.blockedUntil.size >= BLOCKED_CACHE_MAX) this.blockedUntil.delete(this.blockedUntil.keys().next().value!);
    this.blockedUntil.set(key, { until, recheckAt: now + REMEMBER_BLOCK_MS, rule });
  }

  private async pruneNowAndThen(now: number): Promise<void> {
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    await this.query(`DELETE FROM ${this.table} WHERE expires_at < $1`, [new Date(now)]);
  }
}

interface PlannedHit {
  rule: Pick<RateLimitRule, 'windowMs'>;
  weight: number;
  key: string;
  windowStart: number;
  previousStart: number;
}

/** What a window holds before a hit: the current window's earlier hits and the previous window's. */
interface WindowCounts {
  earlier: number;
  previous: number;
}

/** Whether `weight` more fits at `now`: the previous window counts for the share of it still inside the sliding window. */
function fitsInWindow(rule: RateLimitRule, counts: WindowCounts, weight: number, windowStart: number, now: number): boolean {
  // In whole milliseconds, multiplied out, so a hit exactly at the limit is not refused by rounding.
  const stillInsideMs = rule.windowMs - (now - windowStart);
  return (counts.earlier + weight) * rule.windowMs + counts.previous * stillInsideMs <= rule.limit * rule.windowMs;
}

/**
 * When `weight` will first fit, for Retry-After: later in this window, as the previous window's
 * hits slide out, or else in the next one, as this window's do.
 */
function firstFitAt(rule: RateLimitRule, counts: WindowCounts, weight: number, windowStart: number): number {
  const room = rule.limit - weight;
  const w = rule.windowMs;
  const offset = counts.earlier <= room ? w - (w * (room - counts.earlier)) / counts.previous : 2 * w - (w * room) / counts.earlier;
  return windowStart + Math.ceil(Math.min(2 * w, offset));
}

function keyOf(rule: Pick<RateLimitRule, 'name'>, subject: string): string {
  return `${rule.name}:${createHash('sha256').update(subject).digest('base64url')}`;
}

/** The refusal of the rule blocking longest: its message, and when every block has ended. */
function refusal(blocks: { rule: RateLimitRule; until: number }[], now: number): TooManyRequestsException {
  const longest = blocks.reduce((a, b) => (b.until > a.until ? b : a));
  return new TooManyRequestsException(longest.rule.message, Math.max(1, Math.ceil((longest.until - now) / 1000)));
}

function assertTableName(table: string): void {
  if (!TABLE_NAME.test(table)) throw new Error(`Not a schema-qualified table name: ${table}`);
}
