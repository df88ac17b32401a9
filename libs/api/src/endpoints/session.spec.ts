import { waitFor } from '@testing-library/react';
import { stubFetch, type FetchStub } from '../testing';
import { createAppStore } from '../store';
import { authUserFromResponse, endSession, sessionApi, sessionFromResponse } from './session';
import { unreadCountsApi } from './unread-counts';

const user = {
  id: '7d0c1c1e-8f0a-4a8e-9a57-6d3b8f1f2a10',
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.co.uk',
  role: 'user' as const,
  companyName: 'Doe Bakery',
  profileImageUrl: null,
};

describe('sessionFromResponse', () => {
  it('reads 200 { user } as the signed-in user', () => {
    expect(sessionFromResponse({ data: { user } })).toEqual({ data: user });
  });

  it('reads 200 { user: null } as a visitor, not an error', () => {
    expect(sessionFromResponse({ data: { user: null } })).toEqual({ data: null });
  });

  it('keeps every failure an error, a 401 too (the visitor has one answer: { user: null })', () => {
    const refused = { status: 401, data: { message: 'Unauthorized' } };
    expect(sessionFromResponse({ error: refused })).toEqual({ error: refused });
    const error = { status: 500, data: { message: 'boom' } };
    expect(sessionFromResponse({ error })).toEqual({ error });
    const offline = { status: 'FETCH_ERROR' as const, error: 'TypeError: Failed to fetch' };
    expect(sessionFromResponse({ error: offline })).toEqual({ error: offline });
  });
});

describe('authUserFromResponse', () => {
  it('accepts success with a user', () => {
    expect(authUserFromResponse({ data: { success: true, user } })).toEqual({ data: user });
  });

  it('turns success: false into an error carrying the server text', () => {
    const result = authUserFromResponse({ data: { success: false, error: 'User with this email already exists' } });
    expect(result.error).toMatchObject({ status: 'CUSTOM_ERROR', error: 'User with this email already exists' });
  });
});

describe('session endpoints against a stubbed server', () => {
  let server: FetchStub;
  afterEach(() => server.restore());

  it('getSession resolves to null for a visitor and sends the cookie-session headers', async () => {
    server = stubFetch([{ path: '/api/auth/me', answer: { body: { user: null } } }]);
    const store = createAppStore();
    const result = await store.dispatch(sessionApi.endpoints.getSession.initiate());
    expect(result.data).toBeNull();
    expect(result.isError).toBe(false);
    const [request] = server.calls('GET', '/api/auth/me');
    expect(request!.headers.get('x-correlation-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends a fresh correlation id with every request', async () => {
    server = stubFetch([{ path: '/api/auth/me', answer: { body: { user } } }]);
    const store = createAppStore();
    await store.dispatch(sessionApi.endpoints.getSession.initiate());
    await store.dispatch(sessionApi.endpoints.getSession.initiate(undefined, { forceRefetch: true }));
    const ids = server.calls('GET', '/api/auth/me').map((r) => r.headers.get('x-correlation-id'));
    expect(ids).toHaveLength(2);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('login posts only email and password, and signs the user in', async () => {
    server = stubFetch([
      { path: '/api/auth/me', answer: { body: { user: null } } },
      { method: 'POST', path: '/api/auth/login', answer: { body: { success: true, user } } },
    ]);
    const store = createAppStore();
    await store.dispatch(sessionApi.endpoints.getSession.initiate());
    const result = await store.dispatch(sessionApi.endpoints.login.initiate({ email: user.email, password: 'correct-horse' }));
    expect(result.data).toEqual(user);
    expect(server.calls('POST', '/api/auth/login')[0]!.body).toEqual({ email: user.email, password: 'correct-horse' });
    await Promise.resolve();
    expect(sessionApi.endpoints.getSession.select()(store.getState()).data).toEqual(user);
  });

  it('login failure (401) leaves the visitor signed out and is never retried', async () => {
    server = stubFetch([
      { method: 'POST', path: '/api/auth/login', answer: { status: 401, body: { success: false, message: 'Invalid email or password' } } },
    ]);
    const store = createAppStore();
    const result = await store.dispatch(sessionApi.endpoints.login.initiate({ email: user.email, password: 'wrong-password' }));
    expect(result.error).toMatchObject({ status: 401 });
    expect(server.calls('POST', '/api/auth/login')).toHaveLength(1);
    expect(sessionApi.endpoints.getSession.select()(store.getState()).data).toBeUndefined();
  });

  it('logout forgets the user and every cached answer, even when the server call fails', async () => {
    server = stubFetch([
      { path: '/api/auth/me', answer: { body: { user } } },
      { path: '/api/notifications/unread-count', answer: { body: { count: 4 } } },
      { method: 'POST', path: '/api/auth/logout', answer: { status: 500, body: { message: 'boom' } } },
    ]);
    const store = createAppStore();
    await store.dispatch(sessionApi.endpoints.getSession.initiate());
    await store.dispatch(unreadCountsApi.endpoints.getUnreadNotificationCount.initiate());
    expect(unreadCountsApi.endpoints.getUnreadNotificationCount.select()(store.getState()).data).toBe(4);

    await store.dispatch(sessionApi.endpoints.logout.initiate());
    await Promise.resolve();

    expect(sessionApi.endpoints.getSession.select()(store.getState()).data).toBeNull();
    expect(unreadCountsApi.endpoints.getUnreadNotificationCount.select()(store.getState()).data).toBeUndefined();
  });
});

describe('an ended server session', () => {
  let server: FetchStub;
  afterEach(() => server.restore());

  it('asks /api/auth/me again when another call answers 401, and becomes a visitor', async () => {
    let signedIn = true;
    server = stubFetch([
      { path: '/api/auth/me', answer: () => ({ body: { user: signedIn ? user : null } }) },
      { path: '/api/notifications/unread-count', answer: { status: 401, body: { message: 'Unauthorized' } } },
    ]);
    const store = createAppStore();
    const session = store.dispatch(sessionApi.endpoints.getSession.initiate());
    await session;
    signedIn = false;
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await store.dispatch(unreadCountsApi.endpoints.getUnreadNotificationCount.initiate());
    await waitFor(() => expect(sessionApi.endpoints.getSession.select()(store.getState()).data).toBeNull());
    expect(server.calls('GET', '/api/auth/me')).toHaveLength(2);
    session.unsubscribe();
  });
});

describe('endSession', () => {
  let server: FetchStub;
  afterEach(() => server.restore());

  it('forgets every cached answer and leaves a visitor, without calling the server', async () => {
    server = stubFetch([
      { path: '/api/auth/me', answer: { body: { user } } },
      { path: '/api/notifications/unread-count', answer: { body: { count: 2 } } },
    ]);
    const store = createAppStore();
    await store.dispatch(sessionApi.endpoints.getSession.initiate());
    await store.dispatch(unreadCountsApi.endpoints.getUnreadNotificationCount.initiate());
    const before = server.requests.length;
    store.dispatch(endSession());
    expect(sessionApi.endpoints.getSession.select()(store.getState()).data).toBeNull();
    expect(unreadCountsApi.endpoints.getUnreadNotificationCount.select()(store.getState()).data).toBeUndefined();
    expect(server.requests).toHaveLength(before);
  });
});
