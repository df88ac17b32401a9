import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { INDUSTRIES, labelOf, MATCH_TEXT, type OwnerGroup, type PartnerMatch } from '@comarketing/contracts';
import { stubFetch, type FetchStub, type StubRoute } from '@comarketing/api/testing';
import { clearToasts } from '@comarketing/ui';
import { renderPage } from '../../../testing/render-page';
import { partnerMatch, uuid } from '../../../testing/fixtures';
import { PartnerMatchesPage } from './partner-matches-page';

const DAY = 86_400_000;
const REQUEST_A = uuid(501);
const REQUEST_B = uuid(502);

const MATCHES = (): PartnerMatch[] => [
  partnerMatch({ id: uuid(1), partnerBusinessName: 'Ancoats Smoothie Bar', requestId: REQUEST_A, adminNotes: 'They run a busy Saturday market stall.' }),
  partnerMatch({
    id: uuid(2),
    partnerBusinessName: 'Deansgate Physio',
    partnerIndustry: 'healthcare',
    requestId: REQUEST_A,
    status: 'accepted',
    isViewed: true,
    matchScore: 64,
    matchType: 'manual',
    priority: 'medium',
    responseDate: '2026-11-02T10:00:00.000Z',
  }),
  partnerMatch({ id: uuid(3), partnerBusinessName: 'Salford Ledger', partnerIndustry: 'finance', partnerLocation: 'Salford', requestId: REQUEST_B, status: 'rejected', isViewed: true, matchScore: 35 }),
  partnerMatch({ id: uuid(4), partnerBusinessName: 'Granite City Juice', partnerLocation: 'Aberdeen', requestId: REQUEST_B, status: 'expired', isViewed: true, matchType: 'premium', priority: 'low' }),
];

const GROUP_OF: Record<PartnerMatch['status'], string> = { pending: 'pending', accepted: 'accepted', approved: 'accepted', active: 'accepted', rejected: 'declined', expired: 'expired' };

/**
 * The matching service's page, worked out from a list as it does: scope, search (name, location,
 * industry value or label), status filter, figures over all of it, then the open tab's page.
 */
function pageOf(matches: PartnerMatch[], query: URLSearchParams) {
  const scoped = matches.filter((m) => !query.get('requestId') || m.requestId === query.get('requestId'));
  const needle = (query.get('search') ?? '').toLowerCase();
  const status = query.get('status') ?? 'all';
  const filtered = scoped.filter(
    (m) =>
      (status === 'all' || GROUP_OF[m.status] === status) &&
      (!needle || [m.partnerBusinessName, m.partnerLocation, m.partnerIndustry, labelOf(INDUSTRIES, m.partnerIndustry as (typeof INDUSTRIES)[number]['value'])].some((text) => text.toLowerCase().includes(needle))),
  );
  const count = (list: PartnerMatch[], group: string) => list.filter((m) => GROUP_OF[m.status] === group).length;
  const tab = query.get('tab') ?? 'all';
  const inTab = filtered.filter((m) => tab === 'all' || GROUP_OF[m.status] === tab);
  const page = Number(query.get('page') ?? 1);
  const pageSize = Number(query.get('pageSize') ?? 20);
  const accepted = count(scoped, 'accepted');
  return {
    rows: inTab.slice((page - 1) * pageSize, page * pageSize),
    total: inTab.length,
    page,
    pageSize,
    stats: { total: scoped.length, pending: count(scoped, 'pending'), accepted, successRate: scoped.length ? Math.round((accepted / scoped.length) * 100) : 0 },
    tabCounts: { all: filtered.length, pending: count(filtered, 'pending'), accepted: count(filtered, 'accepted'), declined: count(filtered, 'declined') },
  };
}

/** A small stateful server: viewing and responding change what the pages answer next. */
function serve(initial: PartnerMatch[] = MATCHES(), extra: StubRoute[] = [], groups: OwnerGroup[] = []): FetchStub {
  let matches = initial;
  const update = (id: string, change: Partial<PartnerMatch>) => {
    matches = matches.map((m) => (m.id === id ? { ...m, ...change } : m));
    return matches.find((m) => m.id === id)!;
  };
  return stubFetch([
    { path: '/api/partner-matches/page', answer: (req) => ({ body: pageOf(matches, new URLSearchParams(req.search)) }) },
    {
      path: /^\/api\/partner-matches\/[0-9a-f-]{36}$/,
      answer: (req) => {
        const match = matches.find((m) => m.id === req.path.split('/')[3]);
        return match ? { body: match } : { status: 404, body: { message: MATCH_TEXT.notFound } };
      },
    },
    { path: '/api/group-partnerships', answer: () => ({ body: groups }) },
    { path: '/api/partner-matches/unread-count', answer: () => ({ body: { count: matches.filter((m) => !m.isViewed).length } }) },
    { method: 'PUT', path: /^\/api\/partner-matches\/[^/]+\/view$/, answer: (req) => ({ body: update(req.path.split('/')[3], { isViewed: true }) }) },
    {
      method: 'PUT',
      path: /^\/api\/partner-matches\/[^/]+\/respond$/,
      answer: (req) => {
        const { status, message } = req.body as { status: 'accepted' | 'rejected'; message?: string };
        return { body: update(req.path.split('/')[3], { status, responseMessage: message ?? null, isViewed: true, responseDate: new Date().toISOString() }) };
      },
    },
    ...extra,
  ]);
}

/** The query of the current address (the page helper shows only the path). */
function CurrentSearch() {
  return <output data-testid="current-search">{useLocation().search}</output>;
}

function renderMatches(route = '/partner-matches') {
  return renderPage(
    <Routes>
      <Route
        path="partner-matches/:requestId?"
        element={
          <>
            <PartnerMatchesPage />
            <CurrentSearch />
          </>
        }
      />
    </Routes>,
    { route },
  );
}

const stat = (label: string) => (screen.getByRole('heading', { name: label }).closest('.cm-stat-card') as HTMLElement).querySelector('.cm-stat-card__value')?.textContent;
const cardOf = (name: string) => screen.getByRole('heading', { name: new RegExp(`^${name}`) }).closest('li') as HTMLElement;
const shownNames = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.firstChild?.textContent);
const listedBehind = () => Array.from(document.querySelectorAll('.match-list h3')).map((h) => h.firstChild?.textContent);
/** Opens a match's details and waits until it has been marked viewed. */
async function openDetails(name: string) {
  const card = cardOf(name);
  fireEvent.click(within(card).getByRole('button', { name: /View Details/ }));
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(card.querySelector('.match-card__new')).toBeNull());
  return within(dialog);
}
const toastShown = async (text: string) => expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);

describe('PartnerMatchesPage', () => {
  let server: FetchStub;
  beforeEach(() => clearToasts());
  afterEach(() => server.restore());

  it('counts total, pending and accepted matches and the rounded success rate', async () => {
    server = serve();
    renderMatches();
    await screen.findByRole('heading', { name: /^Ancoats Smoothie Bar/ });
    expect(stat('Total Matches')).toBe('4');
    expect(stat('Pending')).toBe('1');
    expect(stat('Accepted')).toBe('1');
    expect(stat('Success Rate')).toBe('25%');
  });

  it('shows the group partnerships the business is in, with the other members only', async () => {
    const members = [
      { businessId: uuid(20), businessName: 'Doe Bakery', industry: 'food-beverage', location: 'Leeds', isYours: true },
      { businessId: uuid(21), businessName: 'Kirkgate Florist', industry: 'retail', location: 'Leeds', isYours: false },
      { businessId: uuid(22), businessName: 'Briggate Books', industry: 'retail', location: 'Leeds', isYours: false },
    ];
    server = serve(MATCHES(), [], [{ id: uuid(23), name: 'Leeds spring trail', description: 'A stamp card across three shops', members, createdAt: '2026-11-20T10:00:00.000Z' }]);
    renderMatches();
    const section = await screen.findByRole('region', { name: 'Group partnerships' });
    expect(section.textContent).toContain('Leeds spring trail');
    expect(section.textContent).toContain('Kirkgate Florist');
    expect(section.textContent).toContain('Briggate Books');
    expect(section.textContent).not.toContain('Doe Bakery');
  });

  it('shows the empty state, linking to the business profile, and a 0% success rate without matches', async () => {
    server = serve([]);
    renderMatches();
    expect(await screen.findByText(MATCH_TEXT.empty)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Update Business Profile' }).getAttribute('href')).toBe('/business-profile');
    expect(stat('Total Matches')).toBe('0');
    expect(stat('Success Rate')).toBe('0%');
  });

  it('shows each card with its New badge, type, priority, status (rejected as Declined) and days left only while pending', async () => {
    server = serve();
    renderMatches();
    const pending = within(await screen.findByRole('heading', { name: /^Ancoats Smoothie Bar/ }).then((h) => h.closest('li') as HTMLElement));
    expect(pending.getByText('New')).toBeTruthy();
    expect(pending.getByText('Automatic match')).toBeTruthy();
    expect(pending.getByText('High priority')).toBeTruthy();
    expect(pending.getByText('Pending')).toBeTruthy();
    expect(pending.getByText('7 days left')).toBeTruthy();
    expect(pending.getByText('82% match')).toBeTruthy();

    const declined = within(cardOf('Salford Ledger'));
    expect(declined.getByText('Declined')).toBeTruthy();
    expect(declined.queryByText(/days? left/)).toBeNull();
    expect(declined.queryByText('New')).toBeNull();
    expect(within(cardOf('Deansgate Physio')).getByText('Matched by our team')).toBeTruthy();
    expect(within(cardOf('Granite City Juice')).getByText('Premium match')).toBeTruthy();
    expect(within(cardOf('Granite City Juice')).getByText('Expired')).toBeTruthy();
  });

  it('rounds the days left up to whole days', async () => {
    server = serve([
      partnerMatch({ id: uuid(1), partnerBusinessName: 'Soon Over', expiresAt: new Date(Date.now() + 0.2 * DAY).toISOString() }),
      partnerMatch({ id: uuid(2), partnerBusinessName: 'Some Time', expiresAt: new Date(Date.now() + 2.01 * DAY).toISOString() }),
    ]);
    renderMatches();
    await screen.findByRole('heading', { name: /^Soon Over/ });
    expect(within(cardOf('Soon Over')).getByText('1 day left')).toBeTruthy();
    expect(within(cardOf('Some Time')).getByText('3 days left')).toBeTruthy();
  });

  it('searches partner name, industry and location, filters by status, and clears both', async () => {
    server = serve();
    renderMatches();
    await screen.findByRole('heading', { name: /^Ancoats Smoothie Bar/ });
    const search = screen.getByRole('searchbox', { name: 'Search matches' });
    const showsOnly = (names: string[]) => waitFor(() => expect(shownNames()).toEqual(names));
    fireEvent.change(search, { target: { value: 'physio' } });
    await showsOnly(['Deansgate Physio']);
    fireEvent.change(search, { target: { value: 'finance' } });
    await showsOnly(['Salford Ledger']);
    fireEvent.change(search, { target: { value: 'Healthcare' } });
    await showsOnly(['Deansgate Physio']);
    fireEvent.change(search, { target: { value: 'aberdeen' } });
    await showsOnly(['Granite City Juice']);
    // The server is asked once the typing pauses, not for every key.
    expect(server.calls('GET', '/api/partner-matches/page').map((r) => new URLSearchParams(r.search).get('search'))).not.toContain('a');

    fireEvent.change(search, { target: { value: '' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'declined' } });
    await showsOnly(['Salford Ledger']);
    fireEvent.change(search, { target: { value: 'nothing like it' } });
    expect(await screen.findByText('No matches fit these filters')).toBeTruthy();

    fireEvent.click(screen.getAllByRole('button', { name: 'Clear Filters' })[0]);
    expect((search as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe('all');
    await waitFor(() => expect(shownNames()).toHaveLength(4));
  });

  it('has All, Pending, Accepted and Declined tabs with their counts', async () => {
    server = serve();
    renderMatches();
    await screen.findByRole('heading', { name: /^Ancoats Smoothie Bar/ });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['All (4)', 'Pending (1)', 'Accepted (1)', 'Declined (1)']);
    fireEvent.click(screen.getByRole('tab', { name: 'Accepted (1)' }));
    await waitFor(() => expect(shownNames()).toEqual(['Deansgate Physio']));
    fireEvent.click(screen.getByRole('tab', { name: 'Declined (1)' }));
    await waitFor(() => expect(shownNames()).toEqual(['Salford Ledger']));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search matches' }), { target: { value: 'Ancoats' } });
    await waitFor(() => expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['All (1)', 'Pending (1)', 'Accepted (0)', 'Declined (0)']));
  });

  it('pages through more matches than fit one page, the figures counting all of them', async () => {
    server = serve(Array.from({ length: 45 }, (_, i) => partnerMatch({ id: uuid(100 + i), partnerBusinessName: `Partner ${String(i + 1).padStart(2, '0')}`, status: i < 30 ? 'pending' : 'accepted' })));
    renderMatches();
    await screen.findByRole('heading', { name: /^Partner 01/ });
    expect(stat('Total Matches')).toBe('45');
    expect(stat('Success Rate')).toBe('33%');
    expect(shownNames()).toHaveLength(20);
    const pager = screen.getByRole('navigation', { name: 'Pages of partner matches' });
    expect(pager.textContent).toContain('Page 1 of 3 · 45 partner matches');
    expect((within(pager).getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(shownNames()).toEqual(['Partner 41', 'Partner 42', 'Partner 43', 'Partner 44', 'Partner 45']));
    // Another tab starts at its first page.
    fireEvent.click(screen.getByRole('tab', { name: 'Accepted (15)' }));
    await waitFor(() => expect(shownNames()[0]).toBe('Partner 31'));
    expect(screen.queryByRole('navigation', { name: 'Pages of partner matches' })).toBeNull();
  });

  it('says a request address that cannot be one is not found, without asking the server', async () => {
    server = serve();
    renderMatches('/partner-matches/not-a-request');
    expect(await screen.findByText("We couldn't find that marketing request")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show all partner matches' }).getAttribute('href')).toBe('/partner-matches');
    expect(server.calls('GET', '/api/partner-matches/page')).toHaveLength(0);
  });

  it('shows only the matches of the request in the path, with the way to all of them', async () => {
    server = serve();
    renderMatches(`/partner-matches/${REQUEST_B}`);
    await screen.findByRole('heading', { name: /^Salford Ledger/ });
    expect(shownNames()).toEqual(['Salford Ledger', 'Granite City Juice']);
    expect(stat('Total Matches')).toBe('2');
    expect(screen.getByRole('link', { name: 'Show all partner matches' }).getAttribute('href')).toBe('/partner-matches');
  });

  it('opens the details, marking an unviewed match viewed so its New badge goes', async () => {
    server = serve();
    const { container } = renderMatches();
    await screen.findByRole('heading', { name: /^Ancoats Smoothie Bar/ });
    fireEvent.click(within(cardOf('Ancoats Smoothie Bar')).getByRole('button', { name: /View Details/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ancoats Smoothie Bar' }));
    expect(dialog.getByText('7 days remaining')).toBeTruthy();
    expect(dialog.getByText('Food & Beverage')).toBeTruthy();
    expect(dialog.getByText('1-5 employees')).toBeTruthy();
    expect(dialog.getByRole('heading', { name: 'About the Business' })).toBeTruthy();
    expect(dialog.getAllByRole('listitem')).toHaveLength(4);
    expect(dialog.getByText('They run a busy Saturday market stall.')).toBeTruthy();
    await waitFor(() => expect(server.calls('PUT', `/api/partner-matches/${uuid(1)}/view`)).toHaveLength(1));
    await waitFor(() => expect(container.querySelector('.match-card__new')).toBeNull());

    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(within(cardOf('Deansgate Physio')).getByRole('button', { name: /View Details/ }));
    const done = within(await screen.findByRole('dialog', { name: 'Deansgate Physio' }));
    expect(done.getByText('Responded 2 Nov 2026')).toBeTruthy();
    expect((done.getByRole('button', { name: 'Partnership Accepted' }) as HTMLButtonElement).disabled).toBe(true);
    expect(done.queryByRole('button', { name: 'Accept Partnership' })).toBeNull();
    expect(server.calls('PUT', `/api/partner-matches/${uuid(2)}/view`)).toHaveLength(0);
  });

  it('opens the details of the match the address names (the inbox links there), marking it viewed, and forgets it on closing', async () => {
    server = serve();
    renderMatches(`/partner-matches/${REQUEST_A}?match=${uuid(1)}`);
    const dialog = within(await screen.findByRole('dialog', { name: 'Ancoats Smoothie Bar' }));
    expect(dialog.getByText('They run a busy Saturday market stall.')).toBeTruthy();
    await waitFor(() => expect(server.calls('PUT', `/api/partner-matches/${uuid(1)}/view`)).toHaveLength(1));
    // Behind it (hidden from the accessibility tree while the dialog is open), the request's matches.
    expect(listedBehind()).toEqual(['Ancoats Smoothie Bar', 'Deansgate Physio']);

    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('current-path').textContent).toBe(`/partner-matches/${REQUEST_A}`);
    expect(screen.getByTestId('current-search').textContent).toBe('');
    expect(server.calls('PUT', `/api/partner-matches/${uuid(1)}/view`)).toHaveLength(1);

    // The cards still open their own details.
    fireEvent.click(within(cardOf('Deansgate Physio')).getByRole('button', { name: /View Details/ }));
    expect(await screen.findByRole('dialog', { name: 'Deansgate Physio' })).toBeTruthy();
  });

  it('opens an answered match from the address without marking it viewed again, among all matches', async () => {
    server = serve();
    renderMatches(`/partner-matches?match=${uuid(3)}`);
    expect(await screen.findByRole('dialog', { name: 'Salford Ledger' })).toBeTruthy();
    expect(listedBehind()).toHaveLength(4);
    expect(server.calls('PUT', `/api/partner-matches/${uuid(3)}/view`)).toHaveLength(0);
  });

  it('shows just the list when the match the address names is not one of the owner\'s', async () => {
    server = serve();
    renderMatches(`/partner-matches?match=${uuid(99)}`);
    await screen.findByRole('heading', { name: /^Ancoats Smoothie Bar/ });
    await waitFor(() => expect(server.calls('GET', `/api/partner-matches/${uuid(99)}`)).toHaveLength(1));
    expect(shownNames()).toHaveLength(4);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.requests.filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it('opens a match the address names that is not on the page shown, reading it on its own', async () => {
    server = serve([...Array.from({ length: 25 }, (_, i) => partnerMatch({ id: uuid(100 + i), partnerBusinessName: `Partner ${i + 1}` })), partnerMatch({ id: uuid(7), partnerBusinessName: 'Far Down The List' })]);
    renderMatches(`/partner-matches?match=${uuid(7)}`);
    expect(await screen.findByRole('dialog', { name: 'Far Down The List' })).toBeTruthy();
    await waitFor(() => expect(server.calls('PUT', `/api/partner-matches/${uuid(7)}/view`)).toHaveLength(1));
  });

  it('says the matches could not load, with no figures, and Try again fetches them', async () => {
    let down = true;
    server = serve(MATCHES(), [{ path: '/api/partner-matches/page', answer: (req) => (down ? { status: 500, body: { message: 'Internal server error' } } : { body: pageOf(MATCHES(), new URLSearchParams(req.search)) }) }]);
    renderMatches();
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert.textContent).toContain("We couldn't load your partner matches.");
    expect(screen.queryByText(MATCH_TEXT.empty)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Total Matches' })).toBeNull();

    down = false;
    await act(async () => fireEvent.click(within(alert).getByRole('button', { name: 'Try again' })));
    await screen.findByRole('heading', { name: /^Ancoats Smoothie Bar/ });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(stat('Total Matches')).toBe('4');
  });

  it('accepts with a message: the dialog closes, the message clears, the toast says so and the card changes', async () => {
    server = serve();
    renderMatches();
    await screen.findByRole('heading', { name: /^Ancoats Smoothie Bar/ });
    const dialog = await openDetails('Ancoats Smoothie Bar');
    fireEvent.change(dialog.getByRole('textbox', { name: 'Response message (optional)' }), { target: { value: 'Happy to talk!' } });
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Accept Partnership' })));
    await toastShown(MATCH_TEXT.acceptedTitle);
    await toastShown(MATCH_TEXT.acceptedDescription);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls('PUT', `/api/partner-matches/${uuid(1)}/respond`).map((r) => r.body)).toEqual([{ status: 'accepted', message: 'Happy to talk!' }]);
    await waitFor(() => expect(within(cardOf('Ancoats Smoothie Bar')).getByText('Accepted')).toBeTruthy());
    expect(stat('Success Rate')).toBe('50%');

    fireEvent.click(within(cardOf('Ancoats Smoothie Bar')).getByRole('button', { name: /View Details/ }));
    const again = within(await screen.findByRole('dialog'));
    expect((again.getByRole('button', { name: 'Partnership Accepted' }) as HTMLButtonElement).disabled).toBe(true);
    expect(again.getByText('Happy to talk!')).toBeTruthy();
  });

  it('clears the response message once a response is sent', async () => {
    server = serve([partnerMatch({ id: uuid(1), partnerBusinessName: 'First Partner' }), partnerMatch({ id: uuid(2), partnerBusinessName: 'Second Partner' })]);
    renderMatches();
    await screen.findByRole('heading', { name: /^First Partner/ });
    const first = await openDetails('First Partner');
    fireEvent.change(first.getByRole('textbox', { name: 'Response message (optional)' }), { target: { value: 'See you soon' } });
    await act(async () => fireEvent.click(first.getByRole('button', { name: 'Accept Partnership' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const second = await openDetails('Second Partner');
    expect((second.getByRole('textbox', { name: 'Response message (optional)' }) as HTMLTextAreaElement).value).toBe('');
  });

  it('asks once before declining, naming what a decline closes, and Cancel changes nothing, focus back on Decline', async () => {
    server = serve();
    renderMatches();
    await screen.findByRole('heading', { name: /^Ancoats Smoothie Bar/ });
    const dialog = await openDetails('Ancoats Smoothie Bar');
    fireEvent.change(dialog.getByRole('textbox', { name: 'Response message (optional)' }), { target: { value: 'Not this month' } });
    const decline = dialog.getByRole('button', { name: 'Decline' });
    decline.focus();
    fireEvent.click(decline);
    const confirm = await screen.findByRole('alertdialog', { name: 'Decline the match with Ancoats Smoothie Bar?' });
    expect(confirm.textContent).toContain('Declining closes this match for you and Ancoats Smoothie Bar: neither of you can accept it afterwards');
    expect(confirm.textContent).toContain('For 90 days we will not match your two businesses again, automatically or through our team.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.calls('PUT', `/api/partner-matches/${uuid(1)}/respond`)).toHaveLength(0);
    expect((dialog.getByRole('textbox', { name: 'Response message (optional)' }) as HTMLTextAreaElement).value).toBe('Not this month');
    await waitFor(() => expect(document.activeElement).toBe(decline));
  });

  it('declines once confirmed, with the Match Declined toast', async () => {
    server = serve();
    renderMatches();
    await screen.findByRole('heading', { name: /^Ancoats Smoothie Bar/ });
    const dialog = await openDetails('Ancoats Smoothie Bar');
    fireEvent.click(dialog.getByRole('button', { name: 'Decline' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Decline the match with Ancoats Smoothie Bar?' });
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Decline match' })));
    await toastShown(MATCH_TEXT.declinedTitle);
    await toastShown(MATCH_TEXT.declinedDescription);
    expect(server.calls('PUT', `/api/partner-matches/${uuid(1)}/respond`).map((r) => r.body)).toEqual([{ status: 'rejected' }]);
    await waitFor(() => expect(within(cardOf('Ancoats Smoothie Bar')).getByText('Declined')).toBeTruthy());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it.each([
    [{ status: 409, body: { message: MATCH_TEXT.alreadyResponded } }, MATCH_TEXT.alreadyResponded],
    [{ status: 500, body: {} }, MATCH_TEXT.responseFailed],
  ])('keeps the dialog open and says why a response failed (%j)', async (answer, text) => {
    server = serve(MATCHES(), [{ method: 'PUT', path: `/api/partner-matches/${uuid(1)}/respond`, answer }]);
    renderMatches();
    await screen.findByRole('heading', { name: /^Ancoats Smoothie Bar/ });
    const dialog = await openDetails('Ancoats Smoothie Bar');
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Accept Partnership' })));
    await toastShown(MATCH_TEXT.responseFailedTitle);
    await toastShown(text);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
