import { type PostgresRateLimiter } from '@comarketing/server-kit';
import { type Logger } from 'pino';

const MINUTE = 60_000;
/** The shared count is brought up to date at most this often per instance. */
const SHARE_EVERY_MS = 1000;
/** How long a 'busy' answer keeps the pressure on. */
const BUSY_HOLDS_MS = MINUTE;

const ANONYMOUS_WORK = { name: 'pressure:anonymous-work', windowMs: MINUTE } as const;

/**
 * Whether the platform is under pressure: the anonymous sign-in and sign-up work that every BFF
 * instance was asked for in the last minute (sign-ups, and sign-ins from browsers not known for
 * the account, whatever became of them) is at or above the threshold, or a hashing bound here or
 * in the accounts service answered 'busy' in the last minute. Every instance adds its own count
 * to one sliding window in PostgreSQL about once a second and reads the total back, so all of them
 * see a flood that is spread over several; a threshold of 0 keeps the pressure always on.
 */
export class AuthPressure {
  private shared = 0;
  private unshared = 0;
  private sharedAt = 0;
  private sharing: Promise<void> | undefined;
  private busyUntil = 0;

  constructor(
    private readonly limiter: PostgresRateLimiter,
    private readonly thresholdPerMinute: number,
    private readonly logger: Logger,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Counts one piece of anonymous work. */
  note(): void {
    this.unshared++;
    this.shareNowAndThen();
  }

  /** A bound refused work as busy: pressure for the next minute. */
  busy(): void {
    this.busyUntil = this.clock() + BUSY_HOLDS_MS;
  }

  isOn(): boolean {
    if (this.thresholdPerMinute === 0 || this.clock() < this.busyUntil) return true;
    return this.shared + this.unshared >= this.thresholdPerMinute;
  }

  /** Adds this instance's count to the shared one and reads the total (not awaited by callers). */
  private shareNowAndThen(): void {
    const now = this.clock();
    if (this.sharing || now - this.sharedAt < SHARE_EVERY_MS) return;
    this.sharedAt = now;
    const weight = this.unshared;
    this.sharing = this.limiter
      .count(ANONYMOUS_WORK, 'all', weight)
      .then((total) => {
        this.shared = total;
        this.unshared -= weight;
      })
      .catch((error: unknown) => this.logger.warn({ err: error }, 'could not share the count of anonymous sign-in work'))
      .finally(() => (this.sharing = undefined));
  }
}
