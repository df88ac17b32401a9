import { waitFor } from '@testing-library/react';
import { stubFetch, type FetchStub } from '../testing';
import { createAppStore } from '../store';
import { inboxApi } from './inbox';

describe('the support chat', () => {
  let server: FetchStub;
  afterEach(() => server?.restore());

  it('keeps the chat a start answered when a read that began before the start ends after it', async () => {
    const thread = { id: 'c1', kind: 'support', status: 'open', subject: 'Live chat', entries: [], lastMessageAt: '2026-11-26T08:43:55.146Z' };
    let created: typeof thread | null = null;
    let reads = 0;
    let endStaleRead!: () => void;
    const staleReadEnds = new Promise<void>((resolve) => (endStaleRead = resolve));
    server = stubFetch([
      {
        path: '/api/support/conversation',
        answer: async () => {
          reads++;
          const seen = created; // what the server read when the request arrived
          if (reads === 1) await staleReadEnds;
          return { body: { conversation: seen } };
        },
      },
      {
        method: 'POST',
        path: '/api/support/conversation',
        answer: () => {
          created = thread;
          return { status: 201, body: thread };
        },
      },
    ]);
    const store = createAppStore();
    const chat = () => inboxApi.endpoints.getSupportConversation.select()(store.getState()).data;

    // The panel opens (a read starts) and asks for a person at once; the start answers first.
    const subscription = store.dispatch(inboxApi.endpoints.getSupportConversation.initiate());
    await waitFor(() => expect(reads).toBe(1));
    await store.dispatch(inboxApi.endpoints.startSupportConversation.initiate()).unwrap();
    await waitFor(() => expect(chat()).toEqual({ conversation: thread }));

    // The read that began before the start ends now, with no chat; the chat is read again after it.
    endStaleRead();
    await waitFor(() => expect(reads).toBe(2));
    await waitFor(() => expect(chat()).toEqual({ conversation: thread }));
    subscription.unsubscribe();
  });
});

describe('the inbox lists', () => {
  let server: FetchStub;
  afterEach(() => server?.restore());

  it('keep a failed list a failure, never an empty list', async () => {
    const failure = { status: 500, body: { message: 'Internal server error' } };
    server = stubFetch([
      { path: '/api/notifications', answer: failure },
      { path: '/api/messages', answer: failure },
    ]);
    const store = createAppStore();
    const subscriptions = [store.dispatch(inboxApi.endpoints.getNotifications.initiate()), store.dispatch(inboxApi.endpoints.getMessages.initiate())];
    const notifications = () => inboxApi.endpoints.getNotifications.select()(store.getState());
    const messages = () => inboxApi.endpoints.getMessages.select()(store.getState());
    // Data queries retry once after a back-off: the failure shows after both attempts.
    await waitFor(() => expect([notifications().isError, messages().isError]).toEqual([true, true]), { timeout: 8000 });
    expect([notifications().data, messages().data]).toEqual([undefined, undefined]);
    expect([server.calls('GET', '/api/notifications').length, server.calls('GET', '/api/messages').length]).toEqual([2, 2]);
    subscriptions.forEach((subscription) => subscription.unsubscribe());
  });

  it('put the newest first, whatever order the server used', async () => {
    const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`;
    server = stubFetch([{ path: '/api/messages', answer: { body: [{ id: 'm1', createdAt: at(1) }, { id: 'm3', createdAt: at(3) }, { id: 'm2', createdAt: at(2) }] } }]);
    const store = createAppStore();
    const { data } = await store.dispatch(inboxApi.endpoints.getMessages.initiate());
    expect(data?.map((m) => m.id)).toEqual(['m3', 'm2', 'm1']);
  });
});
