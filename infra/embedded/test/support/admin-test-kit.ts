import { adminSessionSchema } from '@comarketing/contracts';
import request from 'supertest';
import { type RunningPlatform } from '../../src/start-platform';
import { startTestPlatform } from './platform-test-kit';

export type Agent = ReturnType<typeof request.agent>;

/** The platform started with its first super admin from ADMIN_EMAIL/ADMIN_PASSWORD, as `npm start` does; `env` as for startTestPlatform. */
export async function startPlatformWithAdmin(email: string, password: string, env: Record<string, string> = {}): Promise<RunningPlatform> {
  // The services read their settings from the process environment (as under npm start).
  Object.assign(process.env, { ADMIN_EMAIL: email, ADMIN_PASSWORD: password });
  try {
    return await startTestPlatform(env);
  } finally {
    delete process.env.ADMIN_EMAIL;
    delete process.env.ADMIN_PASSWORD;
  }
}

/** A browser signed in to the admin panel: its agent (with the admin cookie) and session id. */
export async function signInAdmin(platform: RunningPlatform, email: string, password: string): Promise<{ agent: Agent; sessionId: string; res: request.Response }> {
  const agent = request.agent(platform.url);
  const res = await agent.post('/api/admin/login').send({ email, password }).expect(200);
  return { agent, sessionId: adminSessionSchema.parse(res.body).sessionId, res };
}
