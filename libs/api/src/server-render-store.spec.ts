import { renderedEntriesOf } from './base-api';
import { type ServerFetch } from './base-query';
import { sessionApi } from './endpoints/session';
import { unreadCountsApi } from './endpoints/unread-counts';
import { createAppStore } from './store';

const USER = { id: '6d3f2c1a-0b4e-4f5a-9c8d-7e6f5a4b3c2d', email: 'owner@example.com', firstName: 'Olive', lastName: 'Owner', role: 'user' };

/** A server render's fetch that answers from a table of paths and notes what it was asked. */
function answering(answers: Record<string, { status: number; body: unknown }>): ServerFetch & { asked: Request[] } {
  const asked: Request[] = [];
  return {
    origin: 'https://hub.example',
    asked,
    fetch: async (request) => {
      asked.push(request);
      const answer = answers[new URL(request.url).pathname] ?? { status: 404, body: { message: 'Not found' } };
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    },
  };
}

describe('a server render store', () => {
  it('sends its calls to the fetch it was made with, at the site origin, and lists what it got as entries', async () => {
    const server = answering({ '/api/auth/me': { status: 200, body: { user: USER } }, '/api/notifications/unread-count': { status: 200, body: { count: 3 } } });
    const store = createAppStore({ serverFetch: server });
    await store.dispatch(sessionApi.endpoints.getSession.initiate());
    await store.dispatch(unreadCountsApi.endpoints.getUnreadNotificationCount.initiate());
    expect(server.asked.map((request) => request.url)).toEqual(['https://hub.example/api/auth/me', 'https://hub.example/api/notifications/unread-count']);
    expect(renderedEntriesOf(store.getState())).toEqual([
      { endpointName: 'getSession', arg: undefined, value: USER },
      { endpointName: 'getUnreadNotificationCount', arg: undefined, value: 3 },
    ]);
  });

  it('tries a failed read once only and leaves it out of the entries, for the browser to read again', async () => {
    const server = answering({ '/api/auth/me': { status: 503, body: { message: 'Unavailable' } } });
    const store = createAppStore({ serverFetch: server });
    await store.dispatch(sessionApi.endpoints.getSession.initiate());
    expect(server.asked).toHaveLength(1);
    expect(renderedEntriesOf(store.getState())).toEqual([]);
  });

  it('leaves the browser store on the network', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ user: null }), { status: 200, headers: { 'content-type': 'application/json' } }));
    try {
      const store = createAppStore();
      await store.dispatch(sessionApi.endpoints.getSession.initiate());
      expect(fetchSpy).toHaveBeenCalledTimes(1);
      expect(renderedEntriesOf(store.getState())).toEqual([{ endpointName: 'getSession', arg: undefined, value: null }]);
    } finally {
      fetchSpy.mockRestore();
    }
  });
});
