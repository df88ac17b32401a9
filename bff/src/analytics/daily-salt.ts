import { type DaySalt } from '@comarketing/contracts';
import { clientAddressSubject } from '@comarketing/server-kit';
import { createHash } from 'node:crypto';
import { type BrowserFacts } from './user-agent';

/**
 * Today's visitor: a hash of the day's random salt, the client address (as the BFF resolves it,
 * proxies included; an IPv6 /64 as one) and the browser's device class and family. Not the whole
 * User-Agent: anyone can change it at will, and one address was a thousand visitors a minute by
 * doing so; a handful of families per address is what real people behind one address have. The
 * address never leaves the BFF, and once the salt is deleted (the next day) nobody can tell whose
 * a hash was, nor link a visitor across days.
 */
export function visitorHash(salt: string, address: string | undefined, browser: BrowserFacts): string {
  return createHash('sha256').update(`${salt}\n${clientAddressSubject(address)}\n${browser.deviceType}\n${browser.browser}`).digest('base64url');
}

/**
 * The day's salt as the analytics service keeps it (one for every BFF), asked for once per day
 * and shared by the requests waiting for it. A day the BFF has not got yet (the clock passed
 * midnight, or the first request) asks again; a failed ask is not remembered.
 */
export class DailySalt {
  private current: DaySalt | undefined;
  private pending: Promise<DaySalt> | undefined;

  constructor(
    private readonly fetchSalt: () => Promise<DaySalt>,
    private readonly dayOf: (moment: Date) => string,
  ) {}

  async get(now = new Date()): Promise<string> {
    const day = this.dayOf(now);
    if (this.current?.day === day) return this.current.salt;
    this.pending ??= this.fetchSalt().finally(() => (this.pending = undefined));
    const fetched = await this.pending;
    this.current = fetched;
    return fetched.salt;
  }
}

const LONDON_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The London day of a moment, 'YYYY-MM-DD' (the analytics service's days turn over at the same time). */
export const londonDayOf = (moment: Date): string => LONDON_DATE.format(moment);
