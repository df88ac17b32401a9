import { type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { renderHook, waitFor } from '@testing-library/react';
import { createAppStore } from '@comarketing/api';
import { FakeEventSource, openFakeEventSource, stubFetch, type FetchStub } from '@comarketing/api/testing';
import { LIVE_EVENT_TYPES, LIVE_STREAM_CLOSED, STAFF_EVENTS_PATH } from '@comarketing/contracts';
import { adminApi } from '../../../shared/admin-api';
import { useStaffLiveUpdates } from './use-staff-live-updates';

describe('useStaffLiveUpdates', () => {
  let server: FetchStub;
  afterEach(() => server.restore());

  it("refetches the conversations when an owner writes, and not the panel's other data", async () => {
    server = stubFetch([
      { path: '/api/admin/conversations', answer: { body: { rows: [], total: 0, page: 1, pageSize: 50 } } },
      { path: '/api/admin/system', answer: { body: {} } },
    ]);
    const store = createAppStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    await store.dispatch(adminApi.endpoints.adminConversations.initiate({ status: 'open', pageSize: 50 }));
    await store.dispatch(adminApi.endpoints.adminSystem.initiate());
    const { unmount } = renderHook(() => useStaffLiveUpdates(openFakeEventSource), { wrapper });
    expect(FakeEventSource.last?.url).toBe(STAFF_EVENTS_PATH);

    FakeEventSource.last!.emit(LIVE_EVENT_TYPES.conversation);
    await waitFor(() => expect(server.calls('GET', '/api/admin/conversations')).toHaveLength(2));
    expect(server.calls('GET', '/api/admin/system')).toHaveLength(1);
    unmount();
    expect(FakeEventSource.last?.closed).toBe(true);
  });

  it('stops listening when the server ends the stream for a newer one', () => {
    server = stubFetch([]);
    const store = createAppStore();
    renderHook(() => useStaffLiveUpdates(openFakeEventSource), { wrapper: ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider> });
    FakeEventSource.last!.emit(LIVE_STREAM_CLOSED);
    expect(FakeEventSource.last?.closed).toBe(true);
  });

  it('asks for the admin session again when the stream ends with it (signed out, demoted, deactivated), and opens no other', async () => {
    server = stubFetch([{ path: '/api/admin/session', answer: { status: 401, body: { message: 'Your admin session has ended' } } }]);
    const store = createAppStore();
    await store.dispatch(adminApi.endpoints.adminSession.initiate());
    renderHook(() => useStaffLiveUpdates(openFakeEventSource), { wrapper: ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider> });
    const stream = FakeEventSource.last!;
    stream.emit(LIVE_STREAM_CLOSED, { reason: 'session-ended' });
    expect(stream.closed).toBe(true);
    await waitFor(() => expect(server.calls('GET', '/api/admin/session')).toHaveLength(2));
    expect(FakeEventSource.last).toBe(stream);
  });
});
