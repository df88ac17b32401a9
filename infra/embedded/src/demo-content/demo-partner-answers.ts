import {
  accountsApi,
  type Campaign,
  type CampaignChangedPayload,
  CORRELATION_HEADER,
  type EventEnvelope,
  INTERNAL_TOKEN_HEADER,
  type InternalRoute,
  internalPath,
  matchingApi,
  parseEventPayload,
  type PartnerMatch,
  type RespondToMatch,
} from '@comarketing/contracts';
import { type EventBus } from '@comarketing/messaging';
import { type Logger } from 'pino';
import { nextDemoCampaignStep } from './demo-campaign-steps';
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
 * The demo businesses' owners, answering their matches a few seconds after they are made, and
 * playing their part in the campaigns that follow (demo-campaign-steps.ts: commitments as soon as
 * the draft is made, a confirmation a few seconds after the partner's, a made-up result a few
 * seconds after the start), through the matching service's own API (the one the BFF calls for a
 * real owner), so notifications, badges, live updates and campaigns follow as they would. Only the
 * embedded demo starts it (DEMO_CONTENT).
 *
 * It hears of new matches and campaign news from the bus (`matches.found`, `match.suggested`,
 * `campaign.created`, `campaign.confirmed`, `campaign.activated`) on a queue that lives only while
 * it runs; what happened while it was not running, or what a stop cut short, is found again at start
 * from the demo owners' pending matches and campaigns.
 */
export class DemoPartners {
  private owners = new Set<string>();
  /** The demo owners' businesses met so far, so a demo business never waits for another one's confirmation. */
  private readonly demoBusinesses = new Set<string>();
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
      routingKeys: ['matches.found', 'match.suggested', 'campaign.created', 'campaign.confirmed', 'campaign.activated'],
      transient: true,
      handler: async (event) => this.heard(event),
    });
    for (const userId of this.owners) {
      for (const match of await this.pendingMatchesOf(userId, undefined)) if (isOpen(match)) this.scheduleAnswer(userId, match.id, undefined);
    }
    // Every demo owner's campaigns read first, so that all their businesses are known before any step is chosen.
    const campaigns: { userId: string; campaign: Campaign }[] = [];
    for (const userId of this.owners) {
      for (const campaign of await this.campaignsOf(userId)) {
        campaigns.push({ userId, campaign });
        for (const own of campaign.partners.filter((p) => p.isYou)) this.demoBusinesses.add(own.businessId);
      }
    }
    for (const { userId, campaign } of campaigns) {
      if (nextDemoCampaignStep(campaign, this.demoBusinesses, 0).kind !== 'wait') this.scheduleCampaignStep(userId, campaign.id, undefined, this.answerDelayMs());
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
    switch (event.type) {
      case 'matches.found':
      case 'match.suggested': {
        const sides = event.type === 'matches.found' ? parseEventPayload('matches.found', event.payload).sides : parseEventPayload('match.suggested', event.payload).sides;
        for (const side of sides) if (this.owners.has(side.userId)) this.scheduleAnswer(side.userId, side.matchId, event.correlationId);
        return;
      }
      case 'campaign.created':
        // At once: the commitments must be there before the partner confirms, or writing them would undo that.
        return this.heardOfCampaign(parseEventPayload('campaign.created', event.payload), event.correlationId, 0);
      case 'campaign.confirmed': {
        const confirmed = parseEventPayload('campaign.confirmed', event.payload);
        // A demo business's own confirmation is no news to it.
        return this.heardOfCampaign(confirmed, event.correlationId, this.answerDelayMs(), confirmed.confirmedByUserId);
      }
      case 'campaign.activated':
        return this.heardOfCampaign(parseEventPayload('campaign.activated', event.payload), event.correlationId, this.answerDelayMs());
    }
  }

  private heardOfCampaign(campaign: CampaignChangedPayload, correlationId: string | undefined, delayMs: number, except?: string): void {
    const demoSides = campaign.members.filter((m) => this.owners.has(m.userId));
    for (const side of demoSides) this.demoBusinesses.add(side.businessId);
    for (const side of demoSides) if (side.userId !== except) this.scheduleCampaignStep(side.userId, campaign.campaignId, correlationId, delayMs);
  }

  private scheduleAnswer(userId: string, matchId: string, correlationId: string | undefined): void {
    this.schedule(`match ${matchId}`, () => this.answer(userId, matchId, correlationId), { matchId, correlationId }, this.answerDelayMs());
  }

  private scheduleCampaignStep(userId: string, campaignId: string, correlationId: string | undefined, delayMs: number): void {
    this.schedule(`campaign ${campaignId} of ${userId}`, () => this.takeCampaignStep(userId, campaignId, correlationId), { campaignId, userId, correlationId }, delayMs);
  }

  /** A random delay in DEMO_ANSWER_SECONDS. */
  private answerDelayMs(): number {
    const { minMs, maxMs } = this.options.delay;
    return minMs + this.random() * (maxMs - minMs);
  }

  /**
   * Runs `work` after `delayMs`, unless work of the same key waits already: work reads the state it
   * acts on when it runs, so one look is enough.
   */
  private schedule(key: string, work: () => Promise<void>, logFields: Record<string, unknown>, delayMs: number, attempt = 1): void {
    if (this.stopped || this.timers.has(key)) return;
    const timer = setTimeout(() => {
      this.timers.delete(key);
      const running = work().catch((error: unknown) => {
        this.options.logger.warn({ err: error, ...logFields, attempt }, `a demo business could not act on ${key}`);
        // A service that was briefly unavailable: try again later, a few times.
        if (attempt < MAX_ATTEMPTS) this.schedule(key, work, logFields, this.answerDelayMs(), attempt + 1);
      });
      this.inFlight.add(running);
      void running.finally(() => this.inFlight.delete(running));
    }, delayMs);
    // A pending answer never keeps the process alive.
    timer.unref();
    this.timers.set(key, timer);
  }

  private async answer(userId: string, matchId: string, correlationId: string | undefined): Promise<void> {
    const { readPartnerMatch, respondToMatch } = matchingApi.routes;
    const read = await this.call(internalPath(readPartnerMatch, { userId, id: matchId }), correlationId);
    if (read.status === 404) return; // erased meanwhile
    if (!read.ok) throw new Error(`reading match ${matchId} answered ${read.status}`);
    const match = readPartnerMatch.answer.parse(await read.json());
    if (!isOpen(match)) return; // answered, closed by the partner, or expired meanwhile
    const response = await this.call(internalPath(respondToMatch, { userId, id: matchId }), correlationId, respondToMatch.method, demoAnswer(match, this.random()));
    // 409: the match closed between the read and the answer (the partner declined first).
    if (!response.ok && response.status !== 409) throw new Error(`answering match ${matchId} answered ${response.status}`);
    this.options.logger.info({ matchId, correlationId, status: response.status }, 'a demo business answered its match');
  }

  /**
   * The demo business's next step in a campaign (demo-campaign-steps.ts), taken as its owner
   * through the routes the BFF calls for a real partner. A step that a change meanwhile made
   * pointless (409: no longer a draft, or no longer running) is dropped; the event of that change
   * brings the next look.
   */
  private async takeCampaignStep(userId: string, campaignId: string, correlationId: string | undefined): Promise<void> {
    const { viewCampaign, setCampaignCommitments, confirmCampaign, redeemVoucher, recordCampaignResults } = matchingApi.routes;
    const params = { userId, id: campaignId };
    const read = await this.call(internalPath(viewCampaign, params), correlationId);
    if (read.status === 404) return; // erased meanwhile
    if (!read.ok) throw new Error(`reading campaign ${campaignId} answered ${read.status}`);
    const campaign = viewCampaign.answer.parse(await read.json());
    const step = nextDemoCampaignStep(campaign, this.demoBusinesses, this.random());
    const calls: { route: InternalRoute; body?: unknown }[] = [];
    if (step.kind === 'commit') calls.push({ route: setCampaignCommitments, body: { commitments: step.commitments } });
    if (step.kind === 'confirm') calls.push({ route: confirmCampaign });
    if (step.kind === 'record') {
      const code = campaign.partners.find((p) => p.isYou)!.voucherCode;
      // Customers who brought its own code to it, then its totals: recorded last, they mark the step done.
      for (let i = 0; i < step.redemptions; i++) calls.push({ route: redeemVoucher, body: { code } });
      calls.push({ route: recordCampaignResults, body: step.results });
    }
    for (const { route, body } of calls) {
      const path = internalPath(route, params);
      const response = await this.call(path, correlationId, route.method, body);
      if (response.status === 409) return;
      if (!response.ok) throw new Error(`${route.method} ${path} answered ${response.status}`);
    }
    if (step.kind !== 'wait') this.options.logger.info({ campaignId, correlationId, step: step.kind }, 'a demo business took its step in a campaign');
  }

  /** The owner's campaigns (the newest 200: a demo owner's older ones have long been settled). */
  private async campaignsOf(userId: string): Promise<Campaign[]> {
    const response = await this.call(internalPath(matchingApi.routes.listCampaigns, { userId }), undefined);
    if (!response.ok) throw new Error(`reading the campaigns of demo owner ${userId} answered ${response.status}`);
    return matchingApi.routes.listCampaigns.answer.parse(await response.json()).campaigns;
  }

  /** The owner's pending matches, every page of them (demo owners are matched with every newcomer). */
  private async pendingMatchesOf(userId: string, correlationId: string | undefined): Promise<PartnerMatch[]> {
    const listPage = matchingApi.routes.listPartnerMatchPage;
    const matches: PartnerMatch[] = [];
    for (let page = 1; ; page++) {
      const query = new URLSearchParams({ status: 'pending', pageSize: '100', page: String(page) });
      const response = await this.call(`${internalPath(listPage, { userId })}?${query}`, correlationId);
      if (!response.ok) throw new Error(`reading the matches of demo owner ${userId} answered ${response.status}`);
      const { rows, total } = listPage.answer.parse(await response.json());
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
    const listUsers = accountsApi.routes.listUsers;
    const ids: string[] = [];
    for (let page = 1; ; page++) {
      const query = new URLSearchParams({ search: `@${DEMO_OWNER_EMAIL_DOMAIN}`, pageSize: '100', page: String(page) });
      const response = await this.call(`${internalPath(listUsers)}?${query}`, undefined, listUsers.method, undefined, this.options.accountsUrl);
      if (!response.ok) throw new Error(`listing the demo owners answered ${response.status}`);
      const { rows } = listUsers.answer.parse(await response.json());
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
