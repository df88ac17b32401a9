import { stubFetch, type FetchStub } from '../testing';
import { createAppStore } from '../store';
import { countFromResponse, unreadCountsApi } from './unread-counts';

describe('unread counts', () => {
  let server: FetchStub;
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    server?.restore();
    warn.mockRestore();
  });

  it('reads { count }', () => {
    expect(countFromResponse('messages', { data: { count: 3 } })).toBe(3);
    expect(countFromResponse('messages', { data: { count: -1 } })).toBe(0);
    expect(countFromResponse('messages', { data: 'nonsense' })).toBe(0);
  });

  it('shows 0 with a console warning when the count call fails, without retrying', async () => {
    server = stubFetch([{ path: '/api/partner-matches/unread-count', answer: { status: 503, body: { message: 'down' } } }]);
    const store = createAppStore();
    const result = await store.dispatch(unreadCountsApi.endpoints.getUnreadPartnerMatchCount.initiate());
    expect(result.data).toBe(0);
    expect(result.isError).toBe(false);
    expect(server.calls('GET', '/api/partner-matches/unread-count')).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('partner-matches'));
  });

  it('treats a missing endpoint (404) as 0 as well', async () => {
    server = stubFetch();
    const store = createAppStore();
    const result = await store.dispatch(unreadCountsApi.endpoints.getUnreadPartnerMatchCount.initiate());
    expect(result.data).toBe(0);
  });

  it('fetches the notification and message counts from their own paths', async () => {
    server = stubFetch([
      { path: '/api/notifications/unread-count', answer: { body: { count: 2 } } },
      { path: '/api/messages/unread-count', answer: { body: { count: 5 } } },
    ]);
    const store = createAppStore();
    expect((await store.dispatch(unreadCountsApi.endpoints.getUnreadNotificationCount.initiate())).data).toBe(2);
    expect((await store.dispatch(unreadCountsApi.endpoints.getUnreadMessageCount.initiate())).data).toBe(5);
  });
});
