/**
 * @jest-environment node
 */
// The owner's pages as the BFF renders them (server-render.tsx): read through the API as the owner
// with the page's own endpoints, then rendered in the signed-in frame, in Node as in the BFF.
import { type SignedInPageSources } from '@comarketing/contracts';
import { prepareSignedInPage, renderPage } from './server-render';
import { business, campaignList, notification, partnerMatch, USER, uuid } from './testing/fixtures';

const ORIGIN = 'https://hub.example';

const MATCH_PAGE = {
  rows: [partnerMatch({ id: uuid(1), partnerBusinessName: 'Ancoats Smoothie Bar' }), partnerMatch({ id: uuid(2), partnerBusinessName: 'Deansgate Physio', status: 'accepted', isViewed: true })],
  total: 2,
  page: 1,
  pageSize: 20,
  stats: { total: 2, pending: 1, accepted: 1, successRate: 50 },
  tabCounts: { all: 2, pending: 1, accepted: 1, declined: 0 },
};

/** The BFF's API as one owner sees it, with a note of every read. */
function api({ hasBusiness = true, down = [] as string[], signedIn = true } = {}) {
  const asked: string[] = [];
  const answers: Record<string, unknown> = {
    '/api/auth/me': { user: signedIn ? USER : null },
    '/api/notifications/unread-count': { count: 4 },
    '/api/messages/unread-count': { count: 2 },
    '/api/partner-matches/unread-count': { count: 1 },
    [`/api/businesses/user/${USER.id}`]: { business: hasBusiness ? business() : null },
    '/api/notifications': [notification({ id: uuid(9), title: 'New partner match found' })],
    '/api/partner-matches/page': MATCH_PAGE,
    '/api/group-partnerships': [],
    '/api/campaigns': campaignList({ activeCampaigns: 3 }),
  };
  const sources: SignedInPageSources = {
    fetch: async (request) => {
      const url = new URL(request.url);
      asked.push(`${url.pathname}${url.search}`);
      if (down.includes(url.pathname)) return Response.json({ message: 'Unavailable' }, { status: 503 });
      const body = answers[url.pathname];
      return body === undefined ? Response.json({ message: 'Not found' }, { status: 404 }) : Response.json(body);
    },
  };
  return { sources, asked };
}

async function serverPage(pageId: string, url: string, pattern: string, params: Record<string, string> = {}, options?: Parameters<typeof api>[0]) {
  const { sources, asked } = api(options);
  const prepared = await prepareSignedInPage({ pageId, params, url, origin: ORIGIN }, sources);
  const html = renderPage({ pageId, url, pattern, entries: prepared.entries, assetBase: '/remotes/owner/' });
  return { prepared, html, asked };
}

describe("an owner's page rendered on the server", () => {
  it("shows the dashboard with the owner's own figures and latest activity in the signed-in frame", async () => {
    const { html, asked, prepared } = await serverPage('dashboard', '/dashboard', '/dashboard');
    expect(prepared.hydration).toBe('app');
    expect(html).toContain('Welcome back, Jane.');
    expect(html).toContain('New partner match found');
    expect(html).toMatch(/Active Campaigns<\/h2>.*?<p class="cm-stat-card__value">3<\/p>/);
    // The top bar's badges and the footer: the frame the host draws around it.
    expect(html).toContain('4 unread notifications');
    expect(html).toContain('id="main-content"');
    expect(html).toContain('Account menu for <!-- -->Jane Doe');
    expect(html).toContain('host-footer');
    expect(asked).toEqual(
      expect.arrayContaining(['/api/auth/me', `/api/businesses/user/${USER.id}`, '/api/notifications', '/api/notifications/unread-count', '/api/messages/unread-count', '/api/partner-matches/unread-count']),
    );
  });

  it('shows Getting Started to an owner without a business, without reading their notifications', async () => {
    const { html, asked } = await serverPage('dashboard', '/dashboard', '/dashboard', {}, { hasBusiness: false });
    expect(html).toContain('Getting started');
    expect(asked).not.toContain('/api/notifications');
  });

  it('shows the first page of partner matches with the figures over all of them, read with the arguments the page asks with', async () => {
    const { html, asked, prepared } = await serverPage('partnerMatches', '/partner-matches', '/partner-matches');
    expect(html).toContain('Ancoats Smoothie Bar');
    expect(html).toContain('Deansgate Physio');
    expect(asked).toContain('/api/partner-matches/page?status=all&tab=all&page=1&pageSize=20');
    expect(prepared.entries).toContainEqual({ endpointName: 'getPartnerMatchPage', arg: { status: 'all', tab: 'all', page: 1, pageSize: 20 }, value: MATCH_PAGE });
  });

  it('reads nothing for an address no request can have, and shows its notice', async () => {
    const { html, asked } = await serverPage('partnerMatches', '/partner-matches/not-a-request', '/partner-matches/:requestId', { requestId: 'not-a-request' });
    expect(html).toContain("We couldn&#x27;t find that marketing request");
    expect(asked.filter((path) => path.startsWith('/api/partner-matches/page'))).toEqual([]);
  });

  it("shows the welcome page with the owner's name", async () => {
    const { html } = await serverPage('welcome', '/', '/');
    expect(html).toContain('Jane');
  });

  it('leaves a failed read out, for the page to read in the browser', async () => {
    const { prepared } = await serverPage('dashboard', '/dashboard', '/dashboard', {}, { down: ['/api/notifications'] });
    expect(prepared.entries.map((entry) => (entry as { endpointName: string }).endpointName)).not.toContain('getNotifications');
  });

  it('renders nothing without the session, and nothing for a page the browser renders', async () => {
    const sessionUnread = await serverPage('dashboard', '/dashboard', '/dashboard', {}, { down: ['/api/auth/me'] });
    expect(sessionUnread.html).toBeNull();
    // Signed out between the page request and its first read.
    const signedOut = await serverPage('dashboard', '/dashboard', '/dashboard', {}, { signedIn: false });
    expect(signedOut.html).toBeNull();
    expect(signedOut.asked).toEqual(['/api/auth/me']);
    const settings = await serverPage('settings', '/settings', '/settings');
    expect(settings.asked).toEqual([]);
    expect(settings.html).toBeNull();
  });
});
