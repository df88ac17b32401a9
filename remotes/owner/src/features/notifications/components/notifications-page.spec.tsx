import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { stubFetch, type FetchStub, type StubRoute } from '@comarketing/api/testing';
import { clearToasts } from '@comarketing/ui';
import { renderPage } from '../../../testing/render-page';
import { MATCH_TEXT, type PartnerMatch } from '@comarketing/contracts';
import { message, notification, partnerMatch, uuid } from '../../../testing/fixtures';
import { NotificationsPage } from './notifications-page';

const NOTIFICATIONS = [
  notification({ id: uuid(1), title: 'New partner match', type: 'match', actionUrl: '/partner-matches', actionText: 'Review matches' }),
  notification({ id: uuid(2), title: 'Profile verified', isRead: true, createdAt: new Date(Date.now() - 10 * 86_400_000).toISOString() }),
];
const MESSAGES = [message({ id: uuid(11), subject: 'Your campaign brief' })];

/** A small stateful inbox server: marking read changes what the lists answer next. */
function serve(extra: StubRoute[] = []): FetchStub {
  let notifications = NOTIFICATIONS.map((n) => ({ ...n }));
  let messages = MESSAGES.map((m) => ({ ...m }));
  return stubFetch([
    { path: '/api/notifications', answer: () => ({ body: notifications }) },
    { path: '/api/messages', answer: () => ({ body: messages }) },
    {
      method: 'PUT',
      path: `/api/notifications/${uuid(1)}/read`,
      answer: () => {
        notifications = notifications.map((n) => (n.id === uuid(1) ? { ...n, isRead: true } : n));
        return { body: notifications[0] };
      },
    },
    {
      method: 'PUT',
      path: '/api/notifications/mark-all-read',
      answer: () => {
        notifications = notifications.map((n) => ({ ...n, isRead: true }));
        return { body: { updated: 1 } };
      },
    },
    {
      method: 'PUT',
      path: '/api/messages/mark-all-read',
      answer: () => {
        messages = messages.map((m) => ({ ...m, isRead: true }));
        return { body: { updated: 1 } };
      },
    },
    { path: '/api/notifications/unread-count', answer: { body: { count: 0 } } },
    { path: '/api/messages/unread-count', answer: { body: { count: 0 } } },
    ...extra,
  ]);
}

describe('NotificationsPage', () => {
  let server: FetchStub;
  beforeEach(() => clearToasts());
  afterEach(() => server.restore());

  it('opens on notifications, marking unread ones and counting them', async () => {
    server = serve();
    renderPage(<NotificationsPage />, { route: '/notifications' });
    expect(screen.getByRole('tab', { name: /Notifications/ }).getAttribute('aria-selected')).toBe('true');
    const unread = await screen.findByRole('button', { name: /Unread: New partner match/ });
    expect(unread.closest('li')?.className).toContain('inbox-item--unread');
    expect(screen.getByText('Profile verified').closest('li')?.className).not.toContain('inbox-item--unread');
    expect(screen.getByTestId('count-notifications').textContent).toBe('1');
    expect(screen.getByTestId('count-messages').textContent).toBe('1');
    expect(screen.getByText('2h ago')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Review matches/ }).getAttribute('href')).toBe('/partner-matches');
  });

  it('preselects messages with ?tab=messages', async () => {
    server = serve();
    renderPage(<NotificationsPage />, { route: '/notifications?tab=messages' });
    expect(screen.getByRole('tab', { name: /Messages/ }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('button', { name: /Unread: Your campaign brief/ })).toBeTruthy();
    expect(screen.getByText(/From Support Team/)).toBeTruthy();
    expect(screen.getByText('1d ago')).toBeTruthy();
  });

  it('marks an unread notification read when it is clicked', async () => {
    server = serve();
    renderPage(<NotificationsPage />, { route: '/notifications' });
    fireEvent.click(await screen.findByRole('button', { name: /Unread: New partner match/ }));
    await waitFor(() => expect(server.calls('PUT', `/api/notifications/${uuid(1)}/read`)).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('count-notifications').textContent).toBe('0'));
    expect(screen.queryByRole('button', { name: /Unread: New partner match/ })).toBeNull();
  });

  it('marks all notifications read with the specification toast, then disables the button', async () => {
    server = serve();
    renderPage(<NotificationsPage />, { route: '/notifications' });
    await screen.findByRole('button', { name: /Unread: New partner match/ });
    const markAll = screen.getByRole('button', { name: 'Mark All Read' }) as HTMLButtonElement;
    expect(markAll.disabled).toBe(false);
    await act(async () => {
      fireEvent.click(markAll);
    });
    expect((await screen.findAllByText('All notifications marked as read')).length).toBeGreaterThan(0);
    expect(screen.getAllByText("You're all caught up!").length).toBeGreaterThan(0);
    expect(server.calls('PUT', '/api/notifications/mark-all-read')).toHaveLength(1);
    await waitFor(() => expect((screen.getByRole('button', { name: 'Mark All Read' }) as HTMLButtonElement).disabled).toBe(true));
  });

  it('marks all messages read from the messages tab', async () => {
    server = serve();
    renderPage(<NotificationsPage />, { route: '/notifications?tab=messages' });
    await screen.findByRole('button', { name: /Unread: Your campaign brief/ });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Mark All Read' }));
    });
    expect((await screen.findAllByText('All messages marked as read')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Your inbox is now clear!').length).toBeGreaterThan(0);
    expect(server.calls('PUT', '/api/messages/mark-all-read')).toHaveLength(1);
    expect(server.calls('PUT', '/api/notifications/mark-all-read')).toHaveLength(0);
  });

  it('shows the empty states, with Mark All Read disabled', async () => {
    server = serve([
      { path: '/api/notifications', answer: { body: [] } },
      { path: '/api/messages', answer: { body: [] } },
    ]);
    renderPage(<NotificationsPage />, { route: '/notifications' });
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Mark All Read' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('tab', { name: /Messages/ }));
    expect(await screen.findByText('No messages yet')).toBeTruthy();
  });

  describe('matches tab', () => {
    /** The partner-match routes over a list that viewing and responding change. */
    function matchRoutes(initial: PartnerMatch[]): StubRoute[] {
      let matches = initial;
      const update = (id: string, change: Partial<PartnerMatch>) => {
        matches = matches.map((m) => (m.id === id ? { ...m, ...change } : m));
        return { body: matches.find((m) => m.id === id) };
      };
      return [
        { path: '/api/partner-matches', answer: () => ({ body: matches }) },
        { path: '/api/partner-matches/unread-count', answer: () => ({ body: { count: matches.filter((m) => !m.isViewed).length } }) },
        { method: 'PUT', path: /\/view$/, answer: (req) => update(req.path.split('/')[3], { isViewed: true }) },
        { method: 'PUT', path: /\/respond$/, answer: (req) => update(req.path.split('/')[3], { status: (req.body as { status: PartnerMatch['status'] }).status, isViewed: true }) },
      ];
    }
    const MATCHES = [
      partnerMatch({ id: uuid(21), partnerBusinessName: 'Ancoats Smoothie Bar' }),
      partnerMatch({ id: uuid(22), partnerBusinessName: 'Deansgate Physio', partnerIndustry: 'healthcare', status: 'accepted', isViewed: true, matchScore: 64 }),
    ];

    it('opens with ?tab=matches: the matches with their new count, Mark All Read disabled', async () => {
      server = serve(matchRoutes(MATCHES));
      renderPage(<NotificationsPage />, { route: '/notifications?tab=matches' });
      const tab = screen.getByRole('tab', { name: /Partner Matches/ });
      expect(tab.getAttribute('aria-selected')).toBe('true');
      expect(await screen.findByText('Ancoats Smoothie Bar')).toBeTruthy();
      expect(await screen.findByRole('img', { name: '1 new' })).toBeTruthy();
      expect(screen.getByText('Food & Beverage · Manchester · 82% match')).toBeTruthy();
      expect(screen.getByText('Accepted')).toBeTruthy();
      expect(screen.getAllByRole('button', { name: /^Accept partnership/ })).toHaveLength(1);
      expect((screen.getByRole('button', { name: 'Mark All Read' }) as HTMLButtonElement).disabled).toBe(true);
    });

    it("links View details to that match's details: within its request when the request is the owner's, else among all", async () => {
      const theirRequest = { title: 'Smoothie week', campaignTypes: ['promotions'], goals: ['sales-increase'], duration: null, budgetSplit: '50-50' as const, partnerRequirements: null };
      server = serve(
        matchRoutes([
          partnerMatch({ id: uuid(21), partnerBusinessName: 'Ancoats Smoothie Bar', requestId: uuid(500) }),
          partnerMatch({ id: uuid(22), partnerBusinessName: 'Deansgate Physio', requestId: uuid(501), partnerRequest: theirRequest }),
          partnerMatch({ id: uuid(23), partnerBusinessName: 'Salford Ledger', requestId: null, matchType: 'manual' }),
        ]),
      );
      renderPage(<NotificationsPage />, { route: '/notifications?tab=matches' });
      const link = async (name: string) => (await screen.findByRole('link', { name: `View details of the match with ${name}` })).getAttribute('href');
      expect(await link('Ancoats Smoothie Bar')).toBe(`/partner-matches/${uuid(500)}?match=${uuid(21)}`);
      // The request id of the partner's side is the partner's request: "one of your requests" would be wrong.
      expect(await link('Deansgate Physio')).toBe(`/partner-matches?match=${uuid(22)}`);
      expect(await link('Salford Ledger')).toBe(`/partner-matches?match=${uuid(23)}`);
    });

    it("says 'No partner matches yet' without any", async () => {
      server = serve(matchRoutes([]));
      renderPage(<NotificationsPage />, { route: '/notifications?tab=matches' });
      expect(await screen.findByText('No partner matches yet')).toBeTruthy();
    });

    it('marks an unviewed match viewed before accepting it, with its own toast', async () => {
      server = serve(matchRoutes(MATCHES));
      renderPage(<NotificationsPage />, { route: '/notifications?tab=matches' });
      const button = await screen.findByRole('button', { name: 'Accept partnership with Ancoats Smoothie Bar' });
      await act(async () => fireEvent.click(button));
      expect((await screen.findAllByText('Partnership accepted!')).length).toBeGreaterThan(0);
      const puts = server.requests.filter((r) => r.method === 'PUT').map((r) => [r.path, r.body]);
      expect(puts).toEqual([
        [`/api/partner-matches/${uuid(21)}/view`, undefined],
        [`/api/partner-matches/${uuid(21)}/respond`, { status: 'accepted' }],
      ]);
      await waitFor(() => expect(screen.queryByRole('button', { name: /^Accept partnership/ })).toBeNull());
    });

    it('declines an already viewed match without viewing it again, once the owner confirms what declining does', async () => {
      server = serve(matchRoutes([partnerMatch({ id: uuid(23), partnerBusinessName: 'Salford Ledger', isViewed: true })]));
      renderPage(<NotificationsPage />, { route: '/notifications?tab=matches' });
      const button = await screen.findByRole('button', { name: 'Decline partnership with Salford Ledger' });
      await act(async () => fireEvent.click(button));
      const question = await screen.findByRole('alertdialog', { name: 'Decline the match with Salford Ledger?' });
      expect(question.textContent).toContain('For 90 days we will not match your two businesses again');
      expect(server.calls('PUT', `/api/partner-matches/${uuid(23)}/respond`)).toHaveLength(0);
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Decline match' })));
      expect((await screen.findAllByText('Partnership declined')).length).toBeGreaterThan(0);
      expect(server.calls('PUT', `/api/partner-matches/${uuid(23)}/view`)).toHaveLength(0);
      expect(server.calls('PUT', `/api/partner-matches/${uuid(23)}/respond`).map((r) => r.body)).toEqual([{ status: 'rejected' }]);
    });

    it("shows the server's reason when a response fails", async () => {
      server = serve([
        ...matchRoutes([partnerMatch({ id: uuid(23), partnerBusinessName: 'Salford Ledger', isViewed: true })]),
        { method: 'PUT', path: `/api/partner-matches/${uuid(23)}/respond`, answer: { status: 409, body: { message: MATCH_TEXT.alreadyResponded } } },
      ]);
      renderPage(<NotificationsPage />, { route: '/notifications?tab=matches' });
      const button = await screen.findByRole('button', { name: 'Accept partnership with Salford Ledger' });
      await act(async () => fireEvent.click(button));
      expect((await screen.findAllByText(MATCH_TEXT.responseFailedTitle)).length).toBeGreaterThan(0);
      expect(screen.getAllByText(MATCH_TEXT.alreadyResponded).length).toBeGreaterThan(0);
    });
  });

  describe('a list that failed to load', () => {
    /** Fails until `recover()`: the first load and its one automatic retry both fail. */
    function failing(path: string, body: unknown[]): { routes: StubRoute[]; recover: () => void } {
      let down = true;
      return {
        routes: [{ path, answer: () => (down ? { status: 500, body: { message: 'Internal server error' } } : { body }) }],
        recover: () => (down = false),
      };
    }
    const tryAgain = async () => {
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    };

    it('says the notifications could not load, counts them as unknown, and Try again fetches them', async () => {
      const notifications = failing('/api/notifications', NOTIFICATIONS);
      server = serve(notifications.routes);
      renderPage(<NotificationsPage />, { route: '/notifications' });
      const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
      expect(alert.textContent).toContain("We couldn't load your notifications.");
      expect(screen.queryByText('No notifications yet')).toBeNull();
      expect(screen.getByTestId('count-notifications').textContent).toBe('—');
      expect(screen.getByTestId('count-messages').textContent).toBe('1');
      expect(server.calls('GET', '/api/notifications')).toHaveLength(2);

      notifications.recover();
      await tryAgain();
      expect(await screen.findByRole('button', { name: /Unread: New partner match/ })).toBeTruthy();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByTestId('count-notifications').textContent).toBe('1');
      expect(server.calls('GET', '/api/notifications')).toHaveLength(3);
    });

    it('says the messages could not load, and Try again fetches them', async () => {
      const messages = failing('/api/messages', MESSAGES);
      server = serve(messages.routes);
      renderPage(<NotificationsPage />, { route: '/notifications?tab=messages' });
      expect((await screen.findByRole('alert', {}, { timeout: 8000 })).textContent).toContain("We couldn't load your messages.");
      expect(screen.queryByText('No messages yet')).toBeNull();
      expect(screen.getByTestId('count-messages').textContent).toBe('—');

      messages.recover();
      await tryAgain();
      expect(await screen.findByRole('button', { name: /Unread: Your campaign brief/ })).toBeTruthy();
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('says the partner matches could not load, and Try again fetches them', async () => {
      const matches = failing('/api/partner-matches', [partnerMatch({ id: uuid(21), partnerBusinessName: 'Ancoats Smoothie Bar' })]);
      server = serve([...matches.routes, { path: '/api/partner-matches/unread-count', answer: { body: { count: 1 } } }]);
      renderPage(<NotificationsPage />, { route: '/notifications?tab=matches' });
      expect((await screen.findByRole('alert', {}, { timeout: 8000 })).textContent).toContain("We couldn't load your partner matches.");
      expect(screen.queryByText('No partner matches yet')).toBeNull();

      matches.recover();
      await tryAgain();
      expect(await screen.findByText('Ancoats Smoothie Bar')).toBeTruthy();
      expect(screen.queryByRole('alert')).toBeNull();
    });
  });

  it('switches tabs through the URL', async () => {
    server = serve();
    renderPage(<NotificationsPage />, { route: '/notifications' });
    fireEvent.click(screen.getByRole('tab', { name: /Messages/ }));
    expect(screen.getByRole('tab', { name: /Messages/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('current-path').textContent).toBe('/notifications');
    fireEvent.click(screen.getByRole('tab', { name: /Partner Matches/ }));
    expect(screen.getByRole('tab', { name: /Partner Matches/ }).getAttribute('aria-selected')).toBe('true');
  });
});
