import { stubFetch, type FetchStub } from './testing';
import { api } from './base-api';
import { createAppStore } from './store';

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, void>({ query: () => '/api/probe' }),
    poke: build.mutation<unknown, void>({ query: () => ({ url: '/api/poke', method: 'POST' }) }),
  }),
});

describe('base query', () => {
  let server: FetchStub;
  afterEach(() => server.restore());

  it('retries a data query once after a server failure', async () => {
    let calls = 0;
    server = stubFetch([{ path: '/api/probe', answer: () => (++calls === 1 ? { status: 503, body: { message: 'busy' } } : { body: { ok: true } }) }]);
    const store = createAppStore();
    const result = await store.dispatch(probeApi.endpoints.probe.initiate());
    expect(result.data).toEqual({ ok: true });
    expect(calls).toBe(2);
  });

  it('does not retry a client error', async () => {
    server = stubFetch([{ path: '/api/probe', answer: { status: 404, body: { message: 'Not found' } } }]);
    const store = createAppStore();
    const result = await store.dispatch(probeApi.endpoints.probe.initiate());
    expect(result.error).toMatchObject({ status: 404 });
    expect(server.requests).toHaveLength(1);
  });

  it('never retries a mutation', async () => {
    server = stubFetch([{ method: 'POST', path: '/api/poke', answer: { status: 500, body: { message: 'boom' } } }]);
    const store = createAppStore();
    await store.dispatch(probeApi.endpoints.poke.initiate());
    expect(server.requests).toHaveLength(1);
  });
});
