import { authResponseSchema, type AuthUser } from '@comarketing/contracts';
import { eventually as eventuallyWithin } from '@comarketing/server-kit/testing';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { loadEmbeddedConfig } from '../../src/embedded-config';
import { type RunningPlatform, startPlatform } from '../../src/start-platform';

export const PASSWORD = 'a-long-password';

/**
 * The whole platform on a free port, against the test database (and RabbitMQ when AMQP_URL is
 * set); `env` overrides settings (another database, demo content...).
 */
export function startTestPlatform(env: Record<string, string> = {}): Promise<RunningPlatform> {
  return startPlatform(loadEmbeddedConfig({ ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent', SESSION_SECRET: 'x'.repeat(40), ...env }));
}

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

/** A signed-in agent (cookie jar) for a fresh user. */
export async function signedInOwner(platform: RunningPlatform, email = uniqueEmail()): Promise<{ agent: ReturnType<typeof request.agent>; user: AuthUser; email: string; cookie: string }> {
  const agent = request.agent(platform.url);
  const res = await agent.post('/api/auth/register').send(signUpBody(email)).expect(201);
  return { agent, user: authResponseSchema.parse(res.body).user!, email, cookie: sessionCookie(res)! };
}

/** The platform's effects travel through the outbox and the bus: a longer default wait than a service's. */
export const eventually = <T>(probe: () => Promise<T | undefined>, timeoutMs = 10_000) => eventuallyWithin(probe, timeoutMs, 50);

/** A real 1x1 PNG. */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** Uploads an image as the agent's user and answers its stored path (/objects/uploads/<id>). */
export async function uploadImage(agent: ReturnType<typeof request.agent>, purpose: 'image' | 'profile-photo' = 'image', bytes = TINY_PNG): Promise<string> {
  const { uploadURL } = (await agent.post('/api/objects/upload').send({ purpose }).expect(200)).body as { uploadURL: string };
  const target = new URL(uploadURL);
  const res = await agent.put(`${target.pathname}${target.search}`).set('content-type', 'image/png').send(bytes).expect(200);
  return (res.body as { path: string }).path;
}
