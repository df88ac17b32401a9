import type request from 'supertest';
import { type RunningPlatform } from '../src/start-platform';
import { type BffRoute, routePath, signedInOwner, signedInUserId, startTestPlatform, stateChangingBffRoutes } from './support/platform-test-kit';

// Express matches routes whatever the case of the path, so a check that looks at the path's
// spelling can be walked around (`PUT /API/profile/update` used to succeed from any site). Every
// route of the BFF's router is tried here, so a route added later is covered too.

const FOREIGN_ORIGIN = 'https://evil.example';
const spellings: Record<string, (path: string) => string> = {
  lower: (path) => path,
  upper: (path) => path.toUpperCase(),
  mixed: (path) => [...path].map((c, i) => (i % 2 ? c.toUpperCase() : c.toLowerCase())).join(''),
};

function send(agent: ReturnType<typeof request.agent>, route: BffRoute, path: string): request.Test {
  const method = route.method.toLowerCase() as 'post' | 'put' | 'patch' | 'delete';
  return agent[method](path);
}

describe('same-origin check on every state-changing route', () => {
  let platform: RunningPlatform;
  let routes: BffRoute[];

  beforeAll(async () => {
    routes = await stateChangingBffRoutes();
    platform = await startTestPlatform();
  }, 60_000);

  afterAll(async () => {
    await platform?.stop();
  });

  it('finds the routes in the running router', () => {
    expect(routes).toEqual(expect.arrayContaining([{ method: 'PUT', path: '/api/profile/update' }, { method: 'DELETE', path: '/api/auth/delete-account' }, { method: 'POST', path: '/api/auth/logout' }]));
    expect(routes.every((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method))).toBe(true);
  });

  it('refuses each one from a foreign origin in lower, upper and mixed case, even for a signed-in user', async () => {
    const { agent, user } = await signedInOwner(platform);
    const letThrough: string[] = [];
    for (const route of routes) {
      for (const [name, spell] of Object.entries(spellings)) {
        const path = spell(routePath(route));
        const res = await send(agent, route, path).set('origin', FOREIGN_ORIGIN).send({ firstName: 'Mallory', lastName: 'Evil', email: 'mallory@evil.example', companyName: 'Evil Ltd' });
        if (res.status !== 403 || res.body.message !== 'Cross-site request refused') letThrough.push(`${route.method} ${path} (${name}) -> ${res.status} ${JSON.stringify(res.body)}`);
      }
    }
    expect(letThrough).toEqual([]);
    // The session was never touched: still signed in as the same user.
    expect(await signedInUserId(agent)).toBe(user.id);
  });
});
