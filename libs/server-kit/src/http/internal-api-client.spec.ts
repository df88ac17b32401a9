import { defineInternalApi, internalRoute } from '@comarketing/contracts';
import { z } from 'zod';
import { internalApiClient } from './internal-api-client';
import { type ServiceClient } from './service-client';

const api = defineInternalApi('example', {
  readThing: internalRoute({ method: 'GET', path: '/internal/users/:userId/things/:id', query: z.object({ page: z.number() }), answer: z.object({ id: z.string() }) }),
  signIn: internalRoute({ method: 'POST', path: '/internal/sign-in', body: z.object({ email: z.string() }), answer: z.object({ ok: z.boolean() }), userCredentials: true }),
});

function recordingClient() {
  const calls: unknown[][] = [];
  const client = { request: (...args: unknown[]) => (calls.push(args), Promise.resolve({ id: 'x' })) } as unknown as ServiceClient;
  return { calls, client };
}

describe('internalApiClient', () => {
  it("calls the route's method and path, with its parameters, query and answer schema", async () => {
    const { calls, client } = recordingClient();
    await internalApiClient(api, client).readThing({ params: { userId: 'u 1', id: '7' }, query: { page: 2 } });
    expect(calls).toEqual([['GET', '/internal/users/u%201/things/7', expect.objectContaining({ query: { page: 2 }, schema: api.routes.readThing.answer, userCredentials: undefined })]]);
  });

  it("passes the body, the route's userCredentials and the call's own options", async () => {
    const { calls, client } = recordingClient();
    await internalApiClient(api, client).signIn({ body: { email: 'a@b.co' } }, { timeoutMs: 60_000 });
    expect(calls).toEqual([['POST', '/internal/sign-in', expect.objectContaining({ body: { email: 'a@b.co' }, userCredentials: true, timeoutMs: 60_000 })]]);
  });
});
