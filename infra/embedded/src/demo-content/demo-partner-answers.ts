import { type AdminUser, CORRELATION_HEADER, type EventEnvelope, INTERNAL_TOKEN_HEADER, parseEventPayload, type PartnerMatch, type Page, partnerMatchPageSchema, partnerMatchSchema, type RespondToMatch } from '@comarketing/contracts';
import { type EventBus } from '@comarketing/messaging';
import { type Logger } from 'pino';
import { DEMO_BUSINESSES } from './demo-businesses';
import { DEMO_OWNER_EMAIL_DOMAIN, demoOwnerEmail } from './seed-demo-content';

/** Says on every demo answer that no person wrote it. */
export const DEMO_ANSWER_NOTE = '(An automatic answer: this is a demo business.)';

const ACCEPTANCES = ["Thanks for the match! We'd love to plan something together.", 'Great fit for us. Happy to team up!', "Sounds good: let's run a joint campaign."];
const DECLINES = ["Thanks, but we're fully booked with campaigns this month.", 'Not the right fit for us just now, but good luck!'];

/** From this score a demo business sees a match as a good fit and accepts it; below it, it declines. */
export const GOOD_MATCH_SCORE = 60;

/**
 * What a demo business answers: a good match accepted, a weaker one declined (the score decides,
 * so a newcomer's best matches are the ones that go ahead), always with a short message that says
 * it is automatic. `pick`, a random number in [0, 1), only chooses the wording.
 */
export function demoAnswer(match: Pick<PartnerMatch, 'matchScore'>, pick: number): Required<Pick<RespondToMatch, 'status' | 'message'>> {
  const accepts = match.matchScore >= GOOD_MATCH_SCORE;
  const lines = accepts ? ACCEPTANCES : DECLINES;
  return { status: accepts ? 'accepted' : 'rejected', message: `${lines[Math.floor(pick * lines.length)]} ${DEMO_ANSWER_NOTE}` };
}

/** Answers that failed (a service briefly unavailable) are tried this often in all. */
const MAX_ATTEMPTS = 3;
/** The longest answer delay: an hour (a timer cannot wait beyond about 24 days anyway). */
export const MAX_ANSWER_SECONDS = 3600;

/** "5-30": seconds, at least min and at most max. */
export function parseAnswerDelay(text: string): { minMs: number; maxMs: number } {
  const match = /^(\d+)-(\d+)$/.exec(text.trim());
  if (!match || Number(match[1]) > Number(match[2]) || Number(match[2]) > MAX_ANSWER_SECONDS) {
    throw new Error(`DEMO_ANSWER_SECONDS must look like 5-30 (seconds, the smaller first, at most ${MAX_ANSWER_SECONDS}), not "${text}"`);
  }
  return { minMs: Number(match[1]) * 1000, maxMs: Number(match[2]) * 1000 };
}

export interface DemoPartnersOptions {
  bus: EventBus;
  accountsUrl: string;
  matchingUrl: string;
  internalToken: string;
  delay: { minMs: number; maxMs: number };
  logger: Logger;
  random?: () => number;
}

/**
 * The demo businesses' owners, answering their matches a few seconds after they are made, through
 * the matching service's own API (the one the BFF calls for a real owner), so notifications, badges,
 * live updates and campaigns follow as they would. Only the embedded demo starts it (DEMO_CONTENT).
 *
 * It hears of new matches from the bus (`matches.found`, `match.suggested`) on a queue that lives
 * only while it runs; matches made while it was not running, or whose answer a stop cut short, are
 * found again at start from the demo owners' pending matches.
 */
export class DemoPartners {
  private owners = new Set<string>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<void>>();
  private stopped = false;
  private readonly random: () => number;

  constructor(private readonly options: DemoPartnersOptions) {
    this.random = options.random ?? Math.random;
  }

  /** How many demo owners answer. */
  get ownerCount(): number {
    return this.owners.size;
  }

  async start(): Promise<void> {
    this.owners = new Set(await this.demoOwnerIds());
    await this.options.bus.subscribe({
      queue: 'demo.partner-answers',
      routingKeys: ['matches.found', 'match.suggested'],
      transient: true,
      handler: async (event) => this.heard(event),
    });
    for (const userId of this.owners) {
      for (const match of await this.pendingMatchesOf(userId, undefined)) if (isOpen(match)) this.schedule(userId, match.id, undefined);
    }
  }

  /** No new answers; waits for those under way (before the services they call stop). */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.inFlight]);
  }

  private heard(event: EventEnvelope): void {
    const sides = event.type === 'matches.found' ? parseEventPayload('matches.found', event.payload).sides : parseEventPayload('match.suggested', event.payload).sides;
    for (const side of sides) if (this.owners.has(side.userId)) this.schedule(side.userId, side.matchId, event.correlationId);
  }

  private schedule(userId: string, matchId: string, correlationId: string | undefined, attempt = 1): void {
    if (this.stopped || this.timers.has(matchId)) return;
    const { minMs, maxMs } = this.options.delay;
    const timer = setTimeout(() => {
      this.timers.delete(matchId);
      const answering = this.answer(userId, matchId, correlationId).catch((error: unknown) => {
        this.options.logger.warn({ err: error, matchId, correlationId, attempt }, 'a demo business could not answer its match');
        // A service that was briefly unavailable: try again later, a few times.
        if (attempt < MAX_ATTEMPTS) this.schedule(userId, matchId, correlationId, attempt + 1);
      });
      this.inFlight.add(answering);
      void answering.finally(() => this.inFlight.delete(answering));
    }, minMs + this.random() * (maxMs - minMs));
    // A pending answer never keeps the process alive.
    timer.unref();
    this.timers.set(matchId, timer);
  }

  private async answer(userId: string, matchId: string, correlationId: string | undefined): Promise<void> {
    const read = await this.call(`/internal/users/${userId}/partner-matches/${matchId}`, correlationId);
    if (read.status === 404) return; // erased meanwhile
    if (!read.ok) throw new Error(`reading match ${matchId} answered ${read.status}`);
    const match = partnerMatchSchema.parse(await read.json());
    if (!isOpen(match)) return; // answered, closed by the partner, or expired meanwhile
    const response = await this.call(`/internal/users/${userId}/partner-matches/${matchId}/respond`, correlationId, 'PUT', demoAnswer(match, this.random()));
    // 409: the match closed between the read and the answer (the partner declined first).
    if (!response.ok && response.status !== 409) throw new Error(`answering match ${matchId} answered ${response.status}`);
    this.options.logger.info({ matchId, correlationId, status: response.status }, 'a demo business answered its match');
  }

  /** The owner's pending matches, every page of them (demo owners are matched with every newcomer). */
  private async pendingMatchesOf(userId: string, correlationId: string | undefined): Promise<PartnerMatch[]> {
    const matches: PartnerMatch[] = [];
    for (let page = 1; ; page++) {
      const response = await this.call(`/internal/users/${userId}/partner-matches/page?status=pending&pageSize=100&page=${page}`, correlationId);
      if (!response.ok) throw new Error(`reading the matches of demo owner ${userId} answered ${response.status}`);
      const { rows, total } = partnerMatchPageSchema.parse(await response.json());
      matches.push(...rows);
      if (rows.length === 0 || matches.length >= total) return matches;
    }
  }

  /**
   * The demo owners, by the addresses the seeding gave them: at a domain reserved for examples,
   * which no mailbox has and nobody can sign up or change their address to.
   */
  private async demoOwnerIds(): Promise<string[]> {
    const demoEmails = new Set(DEMO_BUSINESSES.map((business) => demoOwnerEmail(business.slug)));
    const ids: string[] = [];
    for (let page = 1; ; page++) {
      const response = await this.call(`/internal/admin/users?search=${encodeURIComponent(`@${DEMO_OWNER_EMAIL_DOMAIN}`)}&pageSize=100&page=${page}`, undefined, 'GET', undefined, this.options.accountsUrl);
      if (!response.ok) throw new Error(`listing the demo owners answered ${response.status}`);
      const { rows } = (await response.json()) as Page<Pick<AdminUser, 'id' | 'email'>>;
      ids.push(...rows.filter((user) => demoEmails.has(user.email)).map((user) => user.id));
      if (rows.length < 100) return ids;
    }
  }

  private call(path: string, correlationId: string | undefined, method = 'GET', body?: unknown, base = this.options.matchingUrl): Promise<Response> {
    return fetch(new URL(path, base), {
      method,
      headers: { 'content-type': 'application/json', [INTERNAL_TOKEN_HEADER]: this.options.internalToken, ...(correlationId ? { [CORRELATION_HEADER]: correlationId } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }
}

const isOpen = (match: PartnerMatch) => match.status === 'pending' && match.responseDate === null;
