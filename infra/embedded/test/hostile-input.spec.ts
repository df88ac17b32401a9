import * as contracts from '@comarketing/contracts';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { type z } from 'zod';
import { type RunningPlatform } from '../src/start-platform';
import { brokenBody, contractShapes, type ContractShape, describeBody, Huge, hostileValue, toJsonText } from './support/hostile-input';
import { type BffRoute, routePath, signedInOwner, startTestPlatform, stateChangingBffRoutes } from './support/platform-test-kit';

// Every state-changing route of the BFF (read from its router) gets its share of at least 3,000
// generated hostile bodies, signed in and anonymous, and must never answer with a 5xx, nor make
// any part log an error: the README promises a clear 4xx for hostile input. A failure names the
// route and the smallest body fast-check could shrink it to, with the seed to replay it
// (HOSTILE_INPUT_SEED=<seed>).

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
const BODY_LIMIT = 1024 * 1024;
const seed = Number(process.env.HOSTILE_INPUT_SEED ?? Date.now() % 2 ** 31);

const BUSINESS_PROFILE = { businessName: 'Hostile Input Bakery', industry: 'food-beverage', location: 'Manchester', postcode: 'M1 1AE', radius: 25 };

/** One generated request: its body, whether it carries the session, and its path parameters. */
interface HostileCase {
  body: unknown;
  anonymous: boolean;
  /** A path parameter: the owner's business, a random id, or a hostile segment. */
  param: { kind: 'business' } | { kind: 'random' } | { kind: 'hostile'; segment: string };
}

const hostileSegment = fc.oneof(
  fc.constantFrom('%00', 'a%00b', '%ED%A0%80', '%F0%9F', '%', '%zz', '..', '%2e%2e%2f', '%C0%80', '%uD800', 'x'.repeat(4000), '__proto__', 'constructor'),
  fc.string({ maxLength: 20 }).map(encodeURIComponent),
);

// A body just under or just over the body limit: the parser's 413 and the largest accepted body.
const nearLimit = fc.integer({ min: BODY_LIMIT - 2048, max: BODY_LIMIT + 2048 }).map((size) => ({ text: new Huge(size - 11) }));

function hostileCase(shapes: ContractShape[]): fc.Arbitrary<HostileCase> {
  return fc.record({
    body: fc.oneof({ weight: 12, arbitrary: brokenBody(shapes) }, { weight: 6, arbitrary: hostileValue }, { weight: 1, arbitrary: nearLimit }),
    anonymous: fc.nat(4).map((n) => n === 0),
    param: fc.oneof(
      { weight: 4, arbitrary: fc.constant({ kind: 'business' as const }) },
      { weight: 4, arbitrary: fc.constant({ kind: 'random' as const }) },
      { weight: 2, arbitrary: hostileSegment.map((segment) => ({ kind: 'hostile' as const, segment })) },
    ),
  });
}

describe('hostile input on every state-changing route', () => {
  let platform: RunningPlatform;
  let routes: BffRoute[];
  const shapes = contractShapes();

  beforeAll(async () => {
    routes = await stateChangingBffRoutes();
    platform = await startTestPlatform({ DEMO_CONTENT: 'off' });
  }, 60_000);

  afterAll(async () => {
    await platform?.stop();
  });

  /** A new signed-in owner with a business profile, so every route can reach its deepest path. */
  async function freshOwner() {
    const owner = await signedInOwner(platform);
    const business = await owner.agent.post('/api/businesses').send(BUSINESS_PROFILE).expect(201);
    return { ...owner, businessId: (business.body as { id: string }).id };
  }

  type Owner = Awaited<ReturnType<typeof freshOwner>>;
  let requestsSent = 0;

  function send(route: BffRoute, owner: Owner, c: HostileCase): Promise<request.Response> {
    requestsSent++;
    const path = routePath(route, () => (c.param.kind === 'business' ? owner.businessId : c.param.kind === 'random' ? randomUUID() : c.param.segment));
    const client = c.anonymous ? request(platform.url) : owner.agent;
    const method = route.method.toLowerCase() as 'post' | 'put' | 'patch' | 'delete';
    return client[method](path).set('content-type', 'application/json').send(toJsonText(c.body, owner.user.id));
  }

  /** The shapes this route accepts: a plausible body of each is sent once, and kept unless refused as invalid. */
  async function acceptedShapes(route: BffRoute, owner: Owner): Promise<ContractShape[]> {
    const accepted: ContractShape[] = [];
    for (const shape of shapes) {
      const [body] = fc.sample(shape.arbitrary, { numRuns: 1, seed });
      const res = await send(route, owner, { body, anonymous: false, param: { kind: 'business' } });
      if (res.status >= 500) throw new Error(`${route.method} ${route.path} answered ${res.status} to a plausible ${shape.name}: ${describeBody(body)}`);
      const invalid = res.status === 400 && (res.body as { error?: string }).error === 'Validation failed';
      if (!invalid) accepted.push(shape);
    }
    return accepted.length > 0 ? accepted : shapes;
  }

  it('generates plausible bodies that most contract schemas accept before breaking them', () => {
    const schemas = contracts as unknown as Record<string, z.ZodType>;
    const acceptedSomewhere = shapes.filter((shape) => fc.sample(shape.arbitrary, { numRuns: 10, seed }).some((body) => schemas[shape.name]!.safeParse(JSON.parse(toJsonText(body, randomUUID()))).success));
    expect(acceptedSomewhere.length / shapes.length).toBeGreaterThan(0.9);
  });

  it(`answers no 5xx and logs no error for ${TOTAL_BODIES} generated bodies spread over every state-changing route`, async () => {
    const perRoute = Math.ceil(TOTAL_BODIES / routes.length);
    const failures: string[] = [];
    let generated = 0;
    for (const route of routes) {
      // A fresh owner per route: sign-out and account deletion end the session on their first
      // success (the rest of their share then goes without one), and no route sees another's state.
      const owner = await freshOwner();
      const accepted = await acceptedShapes(route, owner);
      const details = await fc.check(
        fc.asyncProperty(hostileCase(accepted), async (c) => {
          const res = await send(route, owner, c);
          if (res.status >= 500) throw new Error(`${route.method} ${route.path} answered ${res.status}: ${res.text.slice(0, 300)}`);
        }),
        { numRuns: perRoute, seed, interruptAfterTimeLimit: 60_000 },
      );
      generated += details.numRuns;
      if (details.failed) {
        const [c] = details.counterexample ?? [];
        const why = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
        failures.push(`${route.method} ${route.path} after ${details.numRuns} bodies (shrunk ${details.numShrinks} times)\n  ${why}\n  body: ${describeBody(c?.body)}\n  ${c?.anonymous ? 'anonymous' : 'signed in'}, path parameter: ${JSON.stringify(c?.param)}`);
      }
    }
    if (failures.length > 0) throw new Error(`${failures.length} route(s) answered 5xx (seed ${seed}; replay with HOSTILE_INPUT_SEED=${seed}):\n\n${failures.join('\n\n')}`);
    expect(mockErrorLines.map((line) => line.slice(0, 500)).slice(0, 5)).toEqual([]);
    expect(generated).toBeGreaterThanOrEqual(TOTAL_BODIES);
    console.log(`hostile input: ${generated} generated bodies over ${routes.length} routes, ${requestsSent} requests in all (seed ${seed})`);
  }, 600_000);
});
