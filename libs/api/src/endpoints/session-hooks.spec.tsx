import { type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { act, renderHook, waitFor } from '@testing-library/react';
import { stubFetch, type FetchStub } from '../testing';
import { createAppStore } from '../store';
import { sessionApi, useSessionUser } from './session';

const user = {
  id: '7d0c1c1e-8f0a-4a8e-9a57-6d3b8f1f2a10',
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.co.uk',
  role: 'user' as const,
  companyName: null,
  profileImageUrl: null,
};

describe('useSessionUser', () => {
  let server: FetchStub;
  afterEach(() => server.restore());

  function setup() {
    const store = createAppStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    return { store, ...renderHook(() => useSessionUser(), { wrapper }) };
  }

  it('is undefined while loading, then the user', async () => {
    server = stubFetch([{ path: '/api/auth/me', answer: { body: { user } } }]);
    const { result } = setup();
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toEqual(user));
  });

  it('is null for a visitor ({ user: null })', async () => {
    server = stubFetch([{ path: '/api/auth/me', answer: { body: { user: null } } }]);
    const { result, store } = setup();
    await waitFor(() => expect(result.current).toBeNull());
    expect(sessionApi.endpoints.getSession.select()(store.getState()).isError).toBe(false);
  });

  it('is null, as an error, when the session cannot be read', async () => {
    server = stubFetch([{ path: '/api/auth/me', answer: { status: 401, body: { message: 'Unauthorized' } } }]);
    const { result, store } = setup();
    await waitFor(() => expect(result.current).toBeNull());
    expect(sessionApi.endpoints.getSession.select()(store.getState()).isError).toBe(true);
  });

  it('stays null, never back to "checking", while a failed read is asked again for a new subscriber', async () => {
    server = stubFetch([{ path: '/api/auth/me', answer: { status: 401, body: { message: 'Unauthorized' } } }]);
    const { result, store } = setup();
    await waitFor(() => expect(result.current).toBeNull());
    // RTK Query asks again for each new subscriber of a query that never succeeded (the host's
    // sign-in gate is one): answering `undefined` meanwhile put the shell's loader up, which
    // unmounted the gate, whose next mount asked again, without end.
    const seen: unknown[] = [];
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    renderHook(() => seen.push(useSessionUser()), { wrapper });
    await waitFor(() => expect(server.calls('GET', '/api/auth/me')).toHaveLength(2));
    await waitFor(() => expect(sessionApi.endpoints.getSession.select()(store.getState()).isError).toBe(true));
    expect(result.current).toBeNull();
    expect(seen).not.toContain(undefined);
  });

  it('follows sign-in and sign-out without asking /api/auth/me again', async () => {
    server = stubFetch([
      { path: '/api/auth/me', answer: { body: { user: null } } },
      { method: 'POST', path: '/api/auth/login', answer: { body: { success: true, user } } },
      { method: 'POST', path: '/api/auth/logout', answer: { status: 204 } },
    ]);
    const { result, store } = setup();
    await waitFor(() => expect(result.current).toBeNull());

    await act(async () => {
      await store.dispatch(sessionApi.endpoints.login.initiate({ email: user.email, password: 'pw-123456' }));
    });
    await waitFor(() => expect(result.current).toEqual(user));

    await act(async () => {
      await store.dispatch(sessionApi.endpoints.logout.initiate());
    });
    await waitFor(() => expect(result.current).toBeNull());
    expect(server.calls('GET', '/api/auth/me')).toHaveLength(1);
  });
});
