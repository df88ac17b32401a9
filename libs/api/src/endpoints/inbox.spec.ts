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
