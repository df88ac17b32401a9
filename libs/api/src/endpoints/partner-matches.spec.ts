import { type PartnerMatch } from '@comarketing/contracts';
import { waitFor } from '@testing-library/react';
import { stubFetch, type FetchStub } from '../testing';
import { createAppStore } from '../store';
import { partnerMatchesApi } from './partner-matches';
import { unreadCountsApi } from './unread-counts';

const ID = '00000000-0000-4000-8000-000000000001';

function match(overrides: Partial<PartnerMatch> = {}): PartnerMatch {
  return {
    id: ID,
    requestId: '00000000-0000-4000-8000-000000000100',
    partnerBusinessId: '00000000-0000-4000-8000-000000000200',
    partnerBusinessName: 'Ancoats Smoothie Bar',
    partnerIndustry: 'food-beverage',
    partnerLocation: 'Manchester',
    partnerCompanySize: '1-5',
    partnerDescription: null,
    partnerWebsite: null,
    matchScore: 82,
    matchReason: 'Close by',
    matchReasons: ['Close by'],
    matchType: 'auto',
    priority: 'high',
    status: 'pending',
    isViewed: false,
    expiresAt: '2030-01-01T00:00:00.000Z',
    responseDate: null,
    responseMessage: null,
    adminNotes: null,
    partnerResponse: null,
    partnerRequest: null,
    createdAt: '2029-12-25T00:00:00.000Z',
    updatedAt: '2029-12-25T00:00:00.000Z',
    ...overrides,
  };
}

const cached = (store: ReturnType<typeof createAppStore>) => partnerMatchesApi.endpoints.getPartnerMatches.select()(store.getState()).data;

describe('partner matches', () => {
  let server: FetchStub;
  afterEach(() => server.restore());

  it('marks a match viewed in the cache at once and refetches the unread match count', async () => {
    let unread = 1;
    server = stubFetch([
      { path: '/api/partner-matches', answer: () => ({ body: [match({ isViewed: unread === 0 })] }) },
      { path: '/api/partner-matches/unread-count', answer: () => ({ body: { count: unread } }) },
      {
        method: 'PUT',
        path: `/api/partner-matches/${ID}/view`,
        answer: () => {
          unread = 0;
          return { body: match({ isViewed: true }) };
        },
      },
    ]);
    const store = createAppStore();
    const list = store.dispatch(partnerMatchesApi.endpoints.getPartnerMatches.initiate());
    const count = store.dispatch(unreadCountsApi.endpoints.getUnreadPartnerMatchCount.initiate());
    await Promise.all([list, count]);
    expect(cached(store)?.[0].isViewed).toBe(false);

    const viewing = store.dispatch(partnerMatchesApi.endpoints.viewPartnerMatch.initiate(ID));
    expect(cached(store)?.[0].isViewed).toBe(true);
    await viewing;
    await waitFor(() => expect(unreadCountsApi.endpoints.getUnreadPartnerMatchCount.select()(store.getState()).data).toBe(0));
    list.unsubscribe();
    count.unsubscribe();
  });

  it('sends the response message only when there is one, and keeps the server answer', async () => {
    server = stubFetch([
      { path: '/api/partner-matches', answer: { body: [match()] } },
      { path: '/api/partner-matches/unread-count', answer: { body: { count: 0 } } },
      { method: 'PUT', path: `/api/partner-matches/${ID}/respond`, answer: (req) => ({ body: match({ status: (req.body as { status: PartnerMatch['status'] }).status, isViewed: true, responseDate: '2030-01-01T00:00:00.000Z' }) }) },
    ]);
    const store = createAppStore();
    const list = store.dispatch(partnerMatchesApi.endpoints.getPartnerMatches.initiate());
    await list;
    await store.dispatch(partnerMatchesApi.endpoints.respondToPartnerMatch.initiate({ id: ID, status: 'accepted', message: 'Happy to talk' }));
    await store.dispatch(partnerMatchesApi.endpoints.respondToPartnerMatch.initiate({ id: ID, status: 'rejected' }));
    const bodies = server.calls('PUT', `/api/partner-matches/${ID}/respond`).map((r) => r.body);
    expect(bodies).toEqual([{ status: 'accepted', message: 'Happy to talk' }, { status: 'rejected' }]);
    expect(cached(store)?.[0]).toMatchObject({ status: 'rejected', responseDate: '2030-01-01T00:00:00.000Z' });
    list.unsubscribe();
  });

  it('refetches the list when a response is refused (someone answered first)', async () => {
    server = stubFetch([
      { path: '/api/partner-matches', answer: { body: [match()] } },
      { method: 'PUT', path: `/api/partner-matches/${ID}/respond`, answer: { status: 409, body: { message: 'You have already responded to this match' } } },
    ]);
    const store = createAppStore();
    const list = store.dispatch(partnerMatchesApi.endpoints.getPartnerMatches.initiate());
    await list;
    const result = await store.dispatch(partnerMatchesApi.endpoints.respondToPartnerMatch.initiate({ id: ID, status: 'accepted' }));
    expect('error' in result).toBe(true);
    await waitFor(() => expect(server.calls('GET', '/api/partner-matches')).toHaveLength(2));
    list.unsubscribe();
  });

  it('asks for a page with only the filters set, marks a viewed match on it at once, and counts again after an answer', async () => {
    const page = (m: PartnerMatch) => ({ rows: [m], total: 1, page: 2, pageSize: 20, stats: { total: 21, pending: 21, accepted: 0, successRate: 0 }, tabCounts: { all: 21, pending: 21, accepted: 0, declined: 0 } });
    server = stubFetch([
      { path: '/api/partner-matches/page', answer: { body: page(match()) } },
      { method: 'PUT', path: `/api/partner-matches/${ID}/view`, answer: { body: match({ isViewed: true }) } },
      { method: 'PUT', path: `/api/partner-matches/${ID}/respond`, answer: { body: match({ status: 'accepted', isViewed: true }) } },
      { path: '/api/partner-matches/unread-count', answer: { body: { count: 0 } } },
    ]);
    const store = createAppStore();
    const args = { page: 2, search: '', tab: 'pending' as const };
    const query = store.dispatch(partnerMatchesApi.endpoints.getPartnerMatchPage.initiate(args));
    await query;
    const [first] = server.calls('GET', '/api/partner-matches/page');
    expect(first.search).toBe('?page=2&tab=pending');

    const cachedPage = () => partnerMatchesApi.endpoints.getPartnerMatchPage.select(args)(store.getState()).data;
    const viewing = store.dispatch(partnerMatchesApi.endpoints.viewPartnerMatch.initiate(ID));
    expect(cachedPage()?.rows[0].isViewed).toBe(true);
    await viewing;

    await store.dispatch(partnerMatchesApi.endpoints.respondToPartnerMatch.initiate({ id: ID, status: 'accepted' }));
    await waitFor(() => expect(server.calls('GET', '/api/partner-matches/page')).toHaveLength(2));
    query.unsubscribe();
  });
});
