import { startBff } from '@comarketing/bff';
import { SERVICE_NAMES, SERVICES } from '@comarketing/platform-registry';
import { authResponseSchema, type AuthUser, sessionResponseSchema } from '@comarketing/contracts';
import { createLogger } from '@comarketing/server-kit';
import { type Application } from 'express';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually } from '@comarketing/messaging/testing';
import { Pool } from 'pg';
import request from 'supertest';
import { loadEmbeddedConfig } from '../../src/embedded-config';
import { type RunningPlatform, startPlatform } from '../../src/start-platform';

export const PASSWORD = 'a-long-password';

/**
 * Every platform test signs up, signs in and edits users from this one machine's address, dozens
 * per run (the hostile-input test alone sends its generated bodies to the sign-in routes), and a
 * test user may upload more in minutes than a real one in an hour: far beyond the limits meant
 * for real use. Raised in the process environment, where the embedded launcher's BFF and
 * services read them (tests of the limits set their own).
 */
export function relaxLimitsForPlatformTests(): void {
  for (const name of ['SIGN_IN_LIMIT_PER_ADDRESS', 'SIGN_IN_LIMIT_PER_NETWORK', 'SIGNUP_LIMIT_PER_HOUR', 'SIGNUP_LIMIT_PER_NETWORK', 'PROOF_OF_WORK_PRESSURE_PER_MINUTE', 'EMAIL_CHANGE_LIMIT_PER_HOUR', 'PASSWORD_RESET_LIMIT_PER_HOUR', 'PASSWORD_RESET_LIMIT_PER_ADDRESS', 'VERIFICATION_MAIL_LIMIT_PER_HOUR', 'VERIFICATION_MAIL_LIMIT_PER_ADDRESS', 'EMAIL_TARGET_LIMIT_PER_HOUR', 'UPLOAD_ADDRESSES_PER_HOUR', 'UPLOAD_MB_PER_HOUR']) process.env[name] ??= '100000';
}

/**
 * The whole platform on a free port, against the test database (and RabbitMQ when AMQP_URL is
 * set); `env` overrides settings (another database, demo content...).
 */
export function startTestPlatform(env: Record<string, string> = {}): Promise<RunningPlatform> {
  relaxLimitsForPlatformTests();
  return startPlatform(loadEmbeddedConfig({ ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent', SESSION_SECRET: 'x'.repeat(40), ...env }));
}

/**
 * Runs `start` with `env` in the process environment, where the services read their own settings
 * (SMTP_URL, the digest's delay...) as under npm start, and takes them out again after.
 */
export async function withProcessEnv<T>(env: Record<string, string>, start: () => Promise<T>): Promise<T> {
  Object.assign(process.env, env);
  try {
    return await start();
  } finally {
    for (const name of Object.keys(env)) delete process.env[name];
  }
}

/**
 * A database of its own on the test server, and queues of their own, for a platform whose
 * leftovers (dead letters, demo businesses) must not reach the other platforms of this run: pass
 * `env` to startTestPlatform. Needs a real PostgreSQL (the embedded one serves one database).
 */
export async function ownDatabase(suffix: string): Promise<{ env: { DATABASE_URL: string; EVENT_NAMESPACE: string }; drop(): Promise<void> }> {
  const admin = new Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
  const url = new URL(process.env.DATABASE_URL!);
  const database = `${url.pathname.slice(1)}_${suffix.replace(/\W/g, '_')}`;
  await admin.query(`CREATE DATABASE "${database}"`);
  url.pathname = `/${database}`;
  // Without EVENT_NAMESPACE (outside the jest set-up that sets one, or set empty) the run's other
  // platforms use queues without a namespace; 'it.<suffix>' still keeps this one's apart.
  const namespace = `${process.env.EVENT_NAMESPACE || 'it'}.${suffix}`;
  return {
    env: { DATABASE_URL: url.toString(), EVENT_NAMESPACE: namespace },
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

export { nameTag } from '@comarketing/server-kit/testing';

export function uniqueEmail(prefix = 'owner'): string {
  return `${prefix}-${randomUUID()}@example.co.uk`;
}

export function signUpBody(email = uniqueEmail()) {
  return { firstName: 'Ada', lastName: 'Lovelace', email, companyName: 'Analytical Engines', password: PASSWORD, confirmPassword: PASSWORD, agreeToTerms: true };
}

export function sessionCookie(res: request.Response): string | undefined {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  return cookies.find((c) => c.startsWith('cm.sid='))?.split(';')[0];
}

/**
 * Who `GET /api/auth/me` says is signed in, for an agent (its cookie jar) or a BFF's address with a
 * cookie: the user's id, or null for a visitor. The read answers 200 either way (a visitor is not an
 * error), so a test of a session's end looks at the user, never at the status.
 */
export async function signedInUserId(on: string | ReturnType<typeof request.agent>, cookie?: string): Promise<string | null> {
  const call = typeof on === 'string' ? request(on).get('/api/auth/me') : on.get('/api/auth/me');
  const res = await (cookie ? call.set('cookie', cookie) : call).expect(200);
  return sessionResponseSchema.parse(res.body).user?.id ?? null;
}

/**
 * A signed-in agent (cookie jar) for a fresh user. Only the confirmation mail goes to an address
 * before its owner confirms it: `confirmed` confirms it first, for a test of the mail that follows.
 */
export async function signedInOwner(
  platform: RunningPlatform,
  email = uniqueEmail(),
  options: { confirmed?: boolean; databaseUrl?: string } = {},
): Promise<{ agent: ReturnType<typeof request.agent>; user: AuthUser; email: string; cookie: string }> {
  const agent = request.agent(platform.url);
  const res = await agent.post('/api/auth/register').send(signUpBody(email)).expect(201);
  const user = authResponseSchema.parse(res.body).user!;
  if (options.confirmed) await confirmAddress(platform, user.id, email, options.databaseUrl);
  return { agent, user, email, cookie: sessionCookie(res)! };
}

/**
 * Confirms a user's address as its owner does, through `POST /api/auth/verify-email` with a link
 * to that address: one issued here (a test has no mailbox to read it from in every set-up), then
 * waits until the notification service knows the address confirmed, so the mail a test expects next
 * is not refused for want of it.
 */
export async function confirmAddress(platform: RunningPlatform, userId: string, email: string, databaseUrl = process.env.DATABASE_URL): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const db = new Pool({ connectionString: databaseUrl, max: 1 });
  try {
    await db.query(`INSERT INTO accounts.user_tokens (user_id, purpose, token_hash, expires_at, sent_to) VALUES ($1, 'email-verification', $2, now() + interval '1 hour', $3)`, [
      userId,
      createHash('sha256').update(token, 'utf8').digest('hex'),
      email,
    ]);
    await request(platform.url).post('/api/auth/verify-email').send({ token }).expect(200);
    await eventually(async () => {
      const { rows } = await db.query(`SELECT 1 FROM notification.address_confirmations WHERE user_id = $1 AND confirmed`, [userId]);
      if (rows.length === 0) throw new Error(`the notification service does not know ${email} confirmed yet`);
      return true;
    }, PLATFORM_WAIT_MS);
  } finally {
    await db.end();
  }
}

/** A signed-in owner with a business profile. */
export type OwnerWithBusiness = Awaited<ReturnType<typeof signedInOwner>> & { businessId: string };

/**
 * A signed-in owner per profile, each with that business, returned once the matching service knows
 * every one of them (it learns businesses from events), so a request can be matched with them.
 */
export async function ownersWithBusinesses<K extends string>(
  platform: RunningPlatform,
  db: Pick<Pool, 'query'>,
  profiles: Record<K, object>,
  options: { confirmed?: boolean; databaseUrl?: string } = {},
): Promise<Record<K, OwnerWithBusiness>> {
  const owners = {} as Record<K, OwnerWithBusiness>;
  for (const key of Object.keys(profiles) as K[]) {
    const owner = await signedInOwner(platform, uniqueEmail(), options);
    const business = (await owner.agent.post('/api/businesses').send(profiles[key]).expect(201)).body as { id: string };
    owners[key] = { ...owner, businessId: business.id };
  }
  const ids = Object.values<OwnerWithBusiness>(owners).map((o) => o.businessId);
  await eventually(async () => {
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM matching.businesses WHERE business_id = ANY($1)`, [ids]);
    if (rows[0]!.n !== ids.length) throw new Error(`the matching service knows ${rows[0]!.n} of the ${ids.length} businesses`);
    return true;
  }, 15_000);
  return owners;
}

/** How long to wait for an effect that travels through the outbox and the bus: longer than within one service. */
export const PLATFORM_WAIT_MS = 10_000;

/** A real 1x1 PNG. */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** Uploads an image as the agent's user and answers its stored path (/objects/uploads/<id>). */
export async function uploadImage(agent: ReturnType<typeof request.agent>, purpose: 'image' | 'profile-photo' = 'image', bytes = TINY_PNG): Promise<string> {
  const { uploadURL } = (await agent.post('/api/objects/upload').send({ purpose }).expect(200)).body as { uploadURL: string };
  // A path on the platform's own origin (no PUBLIC_ORIGIN is configured in tests).
  const target = new URL(uploadURL, 'http://localhost');
  const res = await agent.put(`${target.pathname}${target.search}`).set('content-type', 'image/png').send(bytes).expect(200);
  return (res.body as { path: string }).path;
}

/** One route of the BFF: an upper-case method and the path as the router holds it (`/api/businesses/:id`). */
export interface BffRoute {
  method: string;
  path: string;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

interface RouterLayer {
  route?: { path: unknown; methods: Record<string, boolean> };
}

/**
 * Every route of the BFF, read from the Express router of a BFF started for the purpose (on the
 * test database, with services that are never called), so a route added later is covered by every
 * test that uses this list without anyone editing it.
 *
 * Call it before starting the platform: passport keeps its strategies process-wide, and each BFF
 * registers its own sign-in strategy when it starts, so the last BFF started is the one whose
 * strategy every BFF in the process uses (this one's points at services that do not exist).
 */
export async function bffRoutes(): Promise<BffRoute[]> {
  const uploadDir = await mkdtemp(join(tmpdir(), 'bff-routes-'));
  const nowhere = 'http://127.0.0.1:9';
  const bff = await startBff({
    env: {
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: process.env.DATABASE_URL,
      ...Object.fromEntries(SERVICE_NAMES.map((name) => [SERVICES[name].urlVariable, nowhere])),
      INTERNAL_TOKEN: 'route-listing-token',
      SESSION_SECRET: 'x'.repeat(40),
      UPLOAD_DIR: uploadDir,
      LOG_LEVEL: 'silent',
    },
    logger: createLogger({ name: 'route-listing', level: 'silent' }),
  });
  try {
    const express = bff.app.getHttpAdapter().getInstance() as Application & { router: { stack: RouterLayer[] } };
    const routes: BffRoute[] = [];
    for (const layer of express.router.stack) {
      if (!layer.route || typeof layer.route.path !== 'string') continue;
      for (const [method, handled] of Object.entries(layer.route.methods)) {
        if (handled) routes.push({ method: method === '_all' ? 'ALL' : method.toUpperCase(), path: layer.route.path });
      }
    }
    if (routes.length === 0) throw new Error('Found no route in the BFF router: has its layout changed?');
    return routes;
  } finally {
    await bff.close();
    await rm(uploadDir, { recursive: true, force: true });
  }
}

/** Every state-changing route of the BFF (see bffRoutes). */
export async function stateChangingBffRoutes(): Promise<BffRoute[]> {
  return (await bffRoutes()).filter((route) => !SAFE_METHODS.has(route.method));
}

/** The route's path with each `:parameter` replaced by `value` (a fresh UUID by default). */
export function routePath(route: BffRoute, value: (name: string) => string = () => randomUUID()): string {
  return route.path.replace(/:(\w+)/g, (_match, name: string) => value(name));
}
