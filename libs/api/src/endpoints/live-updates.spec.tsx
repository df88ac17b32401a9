import { type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { renderHook, waitFor } from '@testing-library/react';
import { FakeEventSource, openFakeEventSource, stubFetch, type FetchStub } from '../testing';
import { createAppStore } from '../store';
import { unreadCountsApi } from './unread-counts';
import { partnerMatchesApi } from './partner-matches';
import { inboxApi } from './inbox';
import { REOPEN_AFTER_SESSION_ENDED_MS, useLiveUpdates } from './live-updates';
import { sessionApi } from './session';

describe('useLiveUpdates', () => {
  let server: FetchStub;
  afterEach(() => server.restore());

  it('refetches the notification count when the stream says a notification arrived', async () => {
    let count = 0;
    server = stubFetch([{ path: '/api/notifications/unread-count', answer: () => ({ body: { count } }) }]);
    const store = createAppStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const subscription = store.dispatch(unreadCountsApi.endpoints.getUnreadNotificationCount.initiate());
    await subscription;

    const { unmount } = renderHook(() => useLiveUpdates('user-1', openFakeEventSource), { wrapper });
    expect(FakeEventSource.last?.url).toBe('/api/events');
    count = 1;
    FakeEventSource.last!.emit('notification');
    await waitFor(() => expect(unreadCountsApi.endpoints.getUnreadNotificationCount.select()(store.getState()).data).toBe(1));

    unmount();
    expect(FakeEventSource.last!.closed).toBe(true);
    subscription.unsubscribe();
  });

  it('refetches the partner matches too, since a notification may announce new ones', async () => {
    let matches: unknown[] = [];
    server = stubFetch([
      { path: '/api/notifications/unread-count', answer: { body: { count: 0 } } },
      { path: '/api/partner-matches', answer: () => ({ body: matches }) },
    ]);
    const store = createAppStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const subscription = store.dispatch(partnerMatchesApi.endpoints.getPartnerMatches.initiate());
    await subscription;

    const { unmount } = renderHook(() => useLiveUpdates('user-1', openFakeEventSource), { wrapper });
    matches = [{ id: 'm1' }];
    FakeEventSource.last!.emit('notification');
    await waitFor(() => expect(partnerMatchesApi.endpoints.getPartnerMatches.select()(store.getState()).data).toHaveLength(1));
    unmount();
    subscription.unsubscribe();
  });

  it.each(['message', 'conversation'])("refetches the owner's support chat when the stream says '%s' (a team answer, a closed chat)", async (hint) => {
    let conversation: { id: string; status: string } | null = null;
    server = stubFetch([{ path: '/api/support/conversation', answer: () => ({ body: { conversation } }) }]);
    const store = createAppStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const subscription = store.dispatch(inboxApi.endpoints.getSupportConversation.initiate());
    await subscription;

    const { unmount } = renderHook(() => useLiveUpdates('user-1', openFakeEventSource), { wrapper });
    conversation = { id: 'c1', status: 'closed' };
    FakeEventSource.last!.emit(hint);
    await waitFor(() => expect(inboxApi.endpoints.getSupportConversation.select()(store.getState()).data).toEqual({ conversation }));
    unmount();
    subscription.unsubscribe();
  });

  it('stops listening when the server says the stream must not be reopened (the user has too many open)', () => {
    jest.useFakeTimers();
    try {
      server = stubFetch();
      const store = createAppStore();
      const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
      const { unmount } = renderHook(() => useLiveUpdates('user-1', openFakeEventSource), { wrapper });
      const first = FakeEventSource.last!;
      expect(first.closed).toBe(false);
      first.emit('closed', { reason: 'too-many-streams' });
      expect(first.closed).toBe(true);
      jest.advanceTimersByTime(10 * REOPEN_AFTER_SESSION_ENDED_MS);
      expect(FakeEventSource.last).toBe(first);
      unmount();
    } finally {
      jest.useRealTimers();
    }
  });

  it("asks who is signed in and opens the stream once more when its session ended (a password change gives this browser a new one)", async () => {
    let signedIn = 0;
    server = stubFetch([{ path: '/api/auth/me', answer: () => (signedIn++, { body: { user: { id: 'user-1' } } }) }]);
    const store = createAppStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const subscription = store.dispatch(sessionApi.endpoints.getSession.initiate());
    await subscription;
    const { unmount } = renderHook(() => useLiveUpdates('user-1', openFakeEventSource), { wrapper });
    const first = FakeEventSource.last!;
    first.emit('closed', { reason: 'session-ended' });
    expect(first.closed).toBe(true);
    await waitFor(() => expect(signedIn).toBe(2));
    await waitFor(() => expect(FakeEventSource.last).not.toBe(first), { timeout: 3 * REOPEN_AFTER_SESSION_ENDED_MS });
    expect(FakeEventSource.last!.url).toBe('/api/events');
    unmount();
    expect(FakeEventSource.last!.closed).toBe(true);
    subscription.unsubscribe();
  });

  it('opens nothing for a visitor', () => {
    server = stubFetch();
    FakeEventSource.last = null;
    const store = createAppStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    renderHook(() => useLiveUpdates(null, openFakeEventSource), { wrapper });
    expect(FakeEventSource.last).toBeNull();
  });
});
