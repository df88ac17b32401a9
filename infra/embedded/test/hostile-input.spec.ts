import * as contracts from '@comarketing/contracts';
import fc from 'fast-check';
import { createHash, randomInt, randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import request from 'supertest';
import { type z } from 'zod';
import { type RunningPlatform } from '../src/start-platform';
import { signInAdmin, startPlatformWithAdmin } from './support/admin-test-kit';
import {
  brokenBody,
  contractShapes,
  type ContractShape,
  describeBody,
  describeQuery,
  Huge,
  hostileQuery,
  hostileValue,
  type QueryPairs,
  queryShapes,
  toJsonText,
  toQueryString,
} from './support/hostile-input';
import { type BffRoute, bffRoutes, routePath, signedInOwner, uniqueEmail } from './support/platform-test-kit';

// Every route of the BFF (read from its router, so a route added later is covered without an edit
// here) gets generated hostile input, and must never answer with a 5xx, nor make any part log an
// error: the README promises a clear 4xx for hostile input.
//  - State-changing routes: at least 3,000 bodies in all, plausible ones for the contracts broken
//    in one to three places (impossible dates among the poisons) and free-form junk.
//  - GET routes: at least 1,500 hostile query strings in all (the contracts' query schemas broken
//    the same way) and hostile path segments.
// Each is sent signed in as an owner with a business, as nobody, and for the admin routes signed in
// as the super admin too (the platform made from ADMIN_EMAIL), so admin routes reach their deepest
// path; an owner's campaign (a draft, with a partner) stands for `:id` on the campaign routes, so a
// plan's dates reach the database. A failure names the route, who sent it, the smallest input
// fast-check could shrink it to, and the seed to replay it (HOSTILE_INPUT_SEED=<seed>;
// HOSTILE_INPUT_ROUTES=<regular expression> keeps the routes whose 'METHOD /path' it matches;
// HOSTILE_INPUT_TRACE=1 prints each route's answers by status).

// Every line any part of the platform logs at error level or above, through the one logger the
// platform creates (its children go to the BFF and each service).
const mockErrorLines: string[] = [];
jest.mock('@comarketing/server-kit', () => {
  const actual = jest.requireActual('@comarketing/server-kit');
  const pino = jest.requireActual('pino');
  return {
    ...actual,
    createLogger: (options: { name: string }) => pino({ name: options.name, level: 'error' }, { write: (line: string) => void mockErrorLines.push(line) }),
  };
});

const TOTAL_BODIES = 3000;
const TOTAL_QUERIES = 1500;
const BODY_LIMIT = 1024 * 1024;
const seed = Number(process.env.HOSTILE_INPUT_SEED ?? Date.now() % 2 ** 31);

const ADMIN_EMAIL = uniqueEmail('hostile-admin');
// Not the owners' password, which generated bodies carry (a password change needs the current one).
const ADMIN_PASSWORD = 'the-hostile-input-super-admin';
const BUSINESS_PROFILE = { businessName: 'Hostile Input Bakery', industry: 'food-beverage', location: 'Manchester', postcode: 'M1 1AE', radius: 25 };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const isAdminRoute = (route: BffRoute) => route.path.startsWith('/api/admin/') && route.path !== '/api/admin/login';

/** Who sends a request: the owner's session, the super admin's, or none. */
type Actor = 'owner' | 'admin' | 'anonymous';

/** A path parameter: the owner's business, user or campaign id, a random id, or a hostile segment. */
type Param = { kind: 'business' } | { kind: 'user' } | { kind: 'campaign' } | { kind: 'random' } | { kind: 'hostile'; segment: string };

/** One generated request to a state-changing route. */
interface BodyCase {
  body: unknown;
  actor: Actor;
  param: Param;
}

/** One generated request to a GET route. */
interface QueryCase {
  query: QueryPairs;
  actor: Actor;
  param: Param;
}

const hostileSegment = fc.oneof(
  fc.constantFrom('%00', 'a%00b', '%ED%A0%80', '%F0%9F', '%', '%zz', '..', '%2e%2e%2f', '%C0%80', '%uD800', 'x'.repeat(4000), '__proto__', 'constructor', '2026-02-30'),
  fc.string({ maxLength: 20 }).map(encodeURIComponent),
);

const isCampaignRoute = (route: BffRoute) => route.path.startsWith('/api/campaigns/:');

/** The owner's own objects most of the time (their campaign on the campaign routes), else strangers' ids and hostile segments. */
const paramFor = (route: BffRoute): fc.Arbitrary<Param> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(isCampaignRoute(route) ? { kind: 'campaign' as const } : { kind: 'business' as const }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'user' as const }) },
    { weight: 4, arbitrary: fc.constant({ kind: 'random' as const }) },
    { weight: 2, arbitrary: hostileSegment.map((segment) => ({ kind: 'hostile' as const, segment })) },
  );

/**
 * Each route's own seed, made from the run's: every route gets inputs of its own (with one seed
 * they all got the same), and a route replays alike with or without HOSTILE_INPUT_ROUTES.
 */
const seedOf = (route: BffRoute) => Number.parseInt(createHash('sha256').update(`${seed} ${route.method} ${route.path}`).digest('hex').slice(0, 7), 16);

/** The routes this run covers: all, or those HOSTILE_INPUT_ROUTES matches (to replay one). */
const chosen = (route: BffRoute) => !process.env.HOSTILE_INPUT_ROUTES || new RegExp(process.env.HOSTILE_INPUT_ROUTES).test(`${route.method} ${route.path}`);

/** Runs `work` over `items`, `width` at a time, answers in order. */
async function inBatches<T, R>(items: T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += width) results.push(...(await Promise.all(items.slice(i, i + width).map(work))));
  return results;
}

/** Admin routes mostly as the super admin (what only staff reach), the rest as an owner or as nobody. */
const actorFor = (route: BffRoute): fc.Arbitrary<Actor> =>
  isAdminRoute(route)
    ? fc.oneof({ weight: 6, arbitrary: fc.constant('admin' as const) }, { weight: 1, arbitrary: fc.constant('owner' as const) }, { weight: 1, arbitrary: fc.constant('anonymous' as const) })
    : fc.oneof({ weight: 4, arbitrary: fc.constant('owner' as const) }, { weight: 1, arbitrary: fc.constant('anonymous' as const) });

// A body just under or just over the body limit: the parser's 413 and the largest accepted body.
const nearLimit = fc.integer({ min: BODY_LIMIT - 2048, max: BODY_LIMIT + 2048 }).map((size) => ({ text: new Huge(size - 11) }));

function bodyCase(route: BffRoute, shapes: ContractShape[]): fc.Arbitrary<BodyCase> {
  return fc.record({
    body: fc.oneof({ weight: 12, arbitrary: brokenBody(shapes) }, { weight: 6, arbitrary: hostileValue }, { weight: 1, arbitrary: nearLimit }),
    actor: actorFor(route),
    param: paramFor(route),
  });
}

function queryCase(route: BffRoute, shapes: ReturnType<typeof queryShapes>): fc.Arbitrary<QueryCase> {
  return fc.record({ query: hostileQuery(shapes), actor: actorFor(route), param: paramFor(route) });
}

/**
 * Reads an answer without waiting for its end when it is a live stream (`text/event-stream`
 * never ends): its status and headers are the answer to judge.
 */
function readUnlessStream(res: request.Response & NodeJS.ReadableStream & { headers: Record<string, string> }, done: (error: Error | null, body: string) => void): void {
  if (/text\/event-stream/.test(res.headers['content-type'] ?? '')) {
    (res as unknown as { destroy(): void }).destroy();
    return done(null, '');
  }
  let text = '';
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => (text += chunk));
  res.on('end', () => done(null, text));
  res.on('error', () => done(null, text));
}

describe('hostile input on every route', () => {
  let platform: RunningPlatform;
  let routes: BffRoute[];
  let db: Pool;
  const shapes = contractShapes();
  const queries = queryShapes();

  beforeAll(async () => {
    // Listed before the platform starts (see bffRoutes).
    routes = (await bffRoutes()).filter(chosen);
    platform = await startPlatformWithAdmin(ADMIN_EMAIL, ADMIN_PASSWORD, { DEMO_CONTENT: 'off' });
    db = new Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
  }, 60_000);

  afterAll(async () => {
    await db?.end();
    await platform?.stop();
  });

  const voucherCode = () => Array.from({ length: contracts.VOUCHER_CODE_LENGTH }, () => contracts.VOUCHER_ALPHABET[randomInt(contracts.VOUCHER_ALPHABET.length)]).join('');

  /**
   * A draft campaign of the owner's with a partner, written straight into the matching service's
   * tables: making one through the API takes two owners, a request and two acceptances.
   */
  async function draftCampaignOf(owner: { userId: string; businessId: string }): Promise<string> {
    const { rows } = await db.query<{ id: string }>(`INSERT INTO matching.campaigns (pair_id, title, budget, status) VALUES ($1, 'Hostile input week', 800, 'draft') RETURNING id`, [randomUUID()]);
    const id = rows[0]!.id;
    for (const [position, member] of [owner, { userId: randomUUID(), businessId: randomUUID() }].entries()) {
      await db.query(
        `INSERT INTO matching.campaign_members (campaign_id, business_id, user_id, business, position, share_percent, commitments, voucher_code) VALUES ($1, $2, $3, $4, $5, 50, '["A stall"]', $6)`,
        [id, member.businessId, member.userId, JSON.stringify({ businessName: `Partner ${position}`, industry: 'retail', location: 'Leeds' }), position, voucherCode()],
      );
    }
    return id;
  }

  /** Sessions to send requests with: an owner with a business profile and a campaign (so every route reaches its deepest path), and the super admin. */
  interface Senders {
    owner: { cookie: string; userId: string; businessId: string; campaignId: string };
    adminCookie: string | undefined;
  }

  async function senders(withAdmin: boolean, before: string): Promise<Senders> {
    try {
      return await signIn(withAdmin);
    } catch (error) {
      throw new Error(`Signing in for ${before} failed: ${(error as Error).message}`);
    }
  }

  async function signIn(withAdmin: boolean): Promise<Senders> {
    const owner = await signedInOwner(platform);
    const business = await owner.agent.post('/api/businesses').send(BUSINESS_PROFILE).expect(201);
    const adminCookie = withAdmin ? (await signInAdmin(platform, ADMIN_EMAIL, ADMIN_PASSWORD)).res.headers['set-cookie'] : undefined;
    const ids = { userId: owner.user.id, businessId: (business.body as { id: string }).id };
    return {
      owner: { cookie: owner.cookie, ...ids, campaignId: await draftCampaignOf(ids) },
      adminCookie: adminCookie ? ([] as string[]).concat(adminCookie).map((c) => c.split(';')[0]).join('; ') : undefined,
    };
  }

  let requestsSent = 0;

  function prepare(route: BffRoute, who: Senders, actor: Actor, p: Param, query: QueryPairs = []): request.Test {
    requestsSent++;
    const ids = { business: who.owner.businessId, user: who.owner.userId, campaign: who.owner.campaignId };
    const path = routePath(route, () => (p.kind === 'random' ? randomUUID() : p.kind === 'hostile' ? p.segment : ids[p.kind]));
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    const req = request(platform.url)[method](`${path}${toQueryString(query)}`);
    const cookie = actor === 'owner' ? who.owner.cookie : actor === 'admin' ? who.adminCookie : undefined;
    return cookie ? req.set('cookie', cookie) : req;
  }

  function sendBody(route: BffRoute, who: Senders, c: BodyCase): request.Test {
    return prepare(route, who, c.actor, c.param).set('content-type', 'application/json').send(toJsonText(c.body, who.owner.userId));
  }

  function sendQuery(route: BffRoute, who: Senders, c: QueryCase): request.Test {
    return prepare(route, who, c.actor, c.param, c.query).buffer(true).parse(readUnlessStream as never);
  }

  /**
   * The shapes this route accepts: a plausible body of each is sent once, and kept when it got past
   * validation. Eight at a time: most are refused at once, and the sign-in routes refuse slowly on purpose.
   */
  async function acceptedShapes(route: BffRoute, who: Senders): Promise<ContractShape[]> {
    const param: Param = isCampaignRoute(route) ? { kind: 'campaign' } : { kind: 'business' };
    const verdicts = await inBatches(shapes, 8, async (shape) => {
      const [body] = fc.sample(shape.arbitrary, { numRuns: 1, seed: seedOf(route) });
      const res = await sendBody(route, who, { body, actor: isAdminRoute(route) ? 'admin' : 'owner', param });
      if (res.status >= 500) throw new Error(`${route.method} ${route.path} answered ${res.status} to a plausible ${shape.name}: ${describeBody(body)}`);
      // Taken when it got past the checks of its shape: answered, or refused by what it asked (not found, a conflict, a rule).
      return res.status < 400 || [404, 409, 410, 422].includes(res.status);
    });
    const accepted = shapes.filter((_shape, i) => verdicts[i]);
    return accepted.length > 0 ? accepted : shapes;
  }

  /** What a failure says: the route, how far it got, who sent the shrunk input, and what it was. */
  function failure<C extends { actor: Actor; param: Param }>(route: BffRoute, details: fc.RunDetails<[C]>, input: (c: C) => string): string {
    const [c] = details.counterexample ?? [];
    const why = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    return `${route.method} ${route.path} after ${details.numRuns} runs (shrunk ${details.numShrinks} times)\n  ${why}\n  ${c ? input(c) : ''}\n  sent as ${c?.actor}, path parameter: ${JSON.stringify(c?.param)}`;
  }

  /** How often each status came back, per route, for HOSTILE_INPUT_TRACE: a route that answers only 400 and 404 is not reached deeply. */
  let statuses = new Map<string, number>();
  const traced = (route: BffRoute, runs: number, started: number, accepted?: ContractShape[]) => {
    if (!process.env.HOSTILE_INPUT_TRACE) return;
    const counts = [...statuses].sort(([, a], [, b]) => b - a).map(([answer, n]) => `${n}× ${answer}`);
    const shapesTaken = accepted ? `, shapes ${accepted.length > 5 ? accepted.length : accepted.map((a) => a.name).join(' ')}` : '';
    console.log(`${route.method} ${route.path}: ${runs} runs at ${Math.round((Date.now() - started) / 1000)} s${shapesTaken}\n  ${counts.slice(0, 12).join('\n  ')}`);
    statuses = new Map();
  };

  const fiveHundred = (route: BffRoute, res: request.Response, text: string) => {
    if (process.env.HOSTILE_INPUT_TRACE) {
      const answer = `${res.status} ${String((res.body as { message?: unknown } | undefined)?.message ?? '').slice(0, 80)}`;
      statuses.set(answer, (statuses.get(answer) ?? 0) + 1);
    }
    if (res.status >= 500) throw new Error(`${route.method} ${route.path} answered ${res.status}: ${text.slice(0, 300)}`);
  };

  it('generates plausible bodies that most contract schemas accept before breaking them', () => {
    const schemas = contracts as unknown as Record<string, z.ZodType>;
    const acceptedSomewhere = shapes.filter((shape) => fc.sample(shape.arbitrary, { numRuns: 10, seed }).some((body) => schemas[shape.name]!.safeParse(JSON.parse(toJsonText(body, randomUUID()))).success));
    expect(acceptedSomewhere.length / shapes.length).toBeGreaterThan(0.9);
  });

  (process.env.HOSTILE_INPUT_ROUTES ? it.skip : it)('reads the routes from the router: state-changing and GET routes, admin routes among them', () => {
    expect(routes.filter((r) => r.method === 'GET').length).toBeGreaterThan(40);
    expect(routes.filter((r) => !SAFE_METHODS.has(r.method)).length).toBeGreaterThan(50);
    expect(routes.filter(isAdminRoute).length).toBeGreaterThan(30);
  });

  it(`answers no 5xx and logs no error for ${TOTAL_BODIES} bodies and ${TOTAL_QUERIES} queries spread over every route, as an owner, the super admin and nobody`, async () => {
    const failures: string[] = [];
    const generated = { bodies: 0, queries: 0 };
    const started = Date.now();

    // Reads change nothing a later read depends on: one owner and one admin session serve them all.
    const readers = routes.filter((route) => route.method === 'GET');
    const reader = await senders(true, 'the GET routes');
    const perRead = Math.ceil(TOTAL_QUERIES / Math.max(readers.length, 1));
    for (const route of readers) {
      const details = await fc.check(
        fc.asyncProperty(queryCase(route, queries), async (c) => {
          const res = await sendQuery(route, reader, c);
          fiveHundred(route, res, String(res.body));
        }),
        { numRuns: perRead, seed: seedOf(route), interruptAfterTimeLimit: 30_000 },
      );
      generated.queries += details.numRuns;
      traced(route, details.numRuns, started);
      if (details.failed) failures.push(failure(route, details, (c) => `query: ${describeQuery(c.query)}`));
    }
    const readsTook = Date.now() - started;

    const writers = routes.filter((route) => !SAFE_METHODS.has(route.method));
    const perWrite = Math.ceil(TOTAL_BODIES / Math.max(writers.length, 1));
    for (const route of writers) {
      // Fresh sessions per route: sign-out and account deletion end a session on their first
      // success (the rest of their share then goes without one), an admin may deactivate the owner,
      // and no route sees another's state.
      const who = await senders(isAdminRoute(route), `${route.method} ${route.path}`);
      const accepted = await acceptedShapes(route, who);
      const details = await fc.check(
        fc.asyncProperty(bodyCase(route, accepted), async (c) => {
          const res = await sendBody(route, who, c);
          fiveHundred(route, res, res.text ?? '');
        }),
        { numRuns: perWrite, seed: seedOf(route), interruptAfterTimeLimit: 60_000 },
      );
      generated.bodies += details.numRuns;
      traced(route, details.numRuns, started, accepted);
      if (details.failed) failures.push(failure(route, details, (c) => `body: ${describeBody(c.body)}`));
    }

    if (failures.length > 0) throw new Error(`${failures.length} route(s) answered 5xx (seed ${seed}; replay with HOSTILE_INPUT_SEED=${seed}):\n\n${failures.join('\n\n')}`);
    expect(mockErrorLines.map((line) => line.slice(0, 500)).slice(0, 5)).toEqual([]);
    if (!process.env.HOSTILE_INPUT_ROUTES) {
      expect(generated.bodies).toBeGreaterThanOrEqual(TOTAL_BODIES);
      expect(generated.queries).toBeGreaterThanOrEqual(TOTAL_QUERIES);
    }
    console.log(
      `hostile input: ${generated.queries} queries over ${readers.length} GET routes (${Math.round(readsTook / 1000)} s), ${generated.bodies} bodies over ${writers.length} state-changing routes (${Math.round((Date.now() - started - readsTook) / 1000)} s), ${requestsSent} requests in all (seed ${seed})`,
    );
  }, 900_000);
});
