// The app's first render of a page the server rendered: with the answers the server read (as the
// host puts them in its store), the page asks for nothing more, so what the owner saw in the HTML
// stays on screen and no read is made twice.
import { act } from '@testing-library/react';
import { type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { upsertRenderedEntries } from '@comarketing/api';
import { type SignedInPageSources } from '@comarketing/contracts';
import { prepareSignedInPage } from './prepare-signed-in-page';
import { SERVER_RENDERED_PAGES } from './server-rendered-pages';
import { business, campaignList, notification, partnerMatch, USER, uuid } from './testing/fixtures';
import { renderPage } from './testing/render-page';

const ANSWERS: Record<string, unknown> = {
  '/api/auth/me': { user: USER },
  '/api/notifications/unread-count': { count: 1 },
  '/api/messages/unread-count': { count: 0 },
  '/api/partner-matches/unread-count': { count: 1 },
  [`/api/businesses/user/${USER.id}`]: { business: business() },
  '/api/notifications': [notification({ id: uuid(9), title: 'New partner match found' })],
  '/api/partner-matches/page': {
    rows: [partnerMatch({ id: uuid(1), partnerBusinessName: 'Ancoats Smoothie Bar' })],
    total: 1,
    page: 1,
    pageSize: 20,
    stats: { total: 1, pending: 1, accepted: 0, successRate: 0 },
    tabCounts: { all: 1, pending: 1, accepted: 0, declined: 0 },
  },
  '/api/group-partnerships': [],
  '/api/campaigns': campaignList(),
};

const sources: SignedInPageSources = {
  fetch: async (request) => {
    const body = ANSWERS[new URL(request.url).pathname];
    return body === undefined ? Response.json({ message: 'Not found' }, { status: 404 }) : Response.json(body);
  },
};

const PAGES: Array<{ pageId: keyof typeof SERVER_RENDERED_PAGES; path: string; pattern: string; params?: Record<string, string> }> = [
  { pageId: 'welcome', path: '/', pattern: '/' },
  { pageId: 'dashboard', path: '/dashboard', pattern: '/dashboard' },
  { pageId: 'partnerMatches', path: '/partner-matches', pattern: '/partner-matches' },
  // One request's matches: the request id is part of the page's query, on both sides.
  { pageId: 'partnerMatches', path: `/partner-matches/${uuid(501)}`, pattern: '/partner-matches/:requestId', params: { requestId: uuid(501) } },
];

describe.each(PAGES)('the $pageId page at $path taken over from the server', ({ pageId, path, pattern, params = {} }) => {
  it('reads nothing the server did not read already', async () => {
    const prepared = await prepareSignedInPage({ pageId, params, url: path, origin: 'http://localhost' }, sources);
    const Page = SERVER_RENDERED_PAGES[pageId] as ComponentType;
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    try {
      const { store } = renderPage(
        <Routes>
          <Route path={pattern} element={<Page />} />
        </Routes>,
        { route: path, before: (store) => store.dispatch(upsertRenderedEntries(prepared.entries)) },
      );
      await act(async () => undefined);
      // A read the page makes on mount is started in its effect: it would be pending (or sent) by now.
      const queries = Object.values(store.getState().api.queries);
      expect(queries.filter((query) => query?.status !== 'fulfilled').map((query) => query?.endpointName)).toEqual([]);
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      fetchSpy.mockRestore();
    }
  });
});
