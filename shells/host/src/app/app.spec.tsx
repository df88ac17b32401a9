import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubFetch, type FetchStub, type StubRoute } from '@comarketing/api/testing';
import { clearToasts } from '@comarketing/ui';
import { type AuthUser } from '@comarketing/contracts';
import { PAGES } from '@comarketing/platform-registry';
import { renderApp } from '../testing/render-app';
import { ADMIN, SUPER_ADMIN, USER } from '../testing/users';

// Remote pages are federation's business; here a stand-in names the page the route asked for.
jest.mock('../federation/remote-page', () => ({
  RemotePage: ({ page }: { page: { module: string } }) => (
    <div data-testid="remote-page">
      <h1>{page.module}</h1>
    </div>
  ),
}));

function serve(user: AuthUser | null, extra: StubRoute[] = []): FetchStub {
  return stubFetch([
    user
      ? { path: '/api/auth/me', answer: { body: { user } } }
      : { path: '/api/auth/me', answer: { status: 401, body: { message: 'Unauthorized' } } },
    { path: '/api/notifications/unread-count', answer: { body: { count: 1 } } },
    { path: '/api/messages/unread-count', answer: { body: { count: 3 } } },
    { path: '/api/partner-matches/unread-count', answer: { body: { count: 0 } } },
    ...extra,
  ]);
}

const page = () => screen.findByTestId('remote-page');

const REQUEST_ID = '00000000-0000-4000-8000-000000000001';
const MATCH_ID = '00000000-0000-4000-8000-000000000002';
const CAMPAIGN_ID = '00000000-0000-4000-8000-000000000003';

describe('route table and access gate', () => {
  let server: FetchStub;
  beforeEach(() => clearToasts());
  afterEach(() => server.restore());

  it('shows a full-screen Loading... while the session is checked', async () => {
    server = stubFetch([{ path: '/api/auth/me', answer: () => new Promise(() => undefined) }]);
    renderApp('/dashboard');
    expect(screen.getByText('Loading...').closest('[role="status"]')).toBeTruthy();
    expect(document.title).toBe('Co-Marketing Hub - Partner with Local Businesses');
  });

  describe('for a visitor', () => {
    it('shows the landing page at / with the home title and description', async () => {
      server = serve(null);
      renderApp('/');
      expect((await page()).textContent).toBe('LandingPage');
      expect(document.title).toBe('Co-Marketing Hub - Partner with Local Businesses');
      expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/UK small businesses/);
      expect(document.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(document.title);
    });

    it.each([
      ['/sign-in', 'SignInPage', 'Sign In | Co-Marketing Hub'],
      ['/sign-up', 'SignUpPage', 'Create Account | Co-Marketing Hub'],
      ['/landing', 'LandingPage', 'Co-Marketing Hub - Partner with Local Businesses'],
    ])('shows %s', async (path, module, title) => {
      server = serve(null);
      renderApp(path);
      expect((await page()).textContent).toBe(module);
      expect(document.title).toBe(title);
    });

    it.each([
      '/dashboard',
      '/notifications?tab=messages',
      '/business-profile',
      '/settings',
      '/co-marketing-request',
      '/partner-matches',
      `/partner-matches/${REQUEST_ID}?match=${MATCH_ID}`,
      '/campaigns',
      `/campaigns/${CAMPAIGN_ID}`,
    ])('shows the sign-in screen in place at %s, address and query kept', async (path) => {
      server = serve(null);
      renderApp(path);
      expect((await page()).textContent).toBe('SignInPage');
      expect(screen.getByTestId('location').textContent).toBe(path);
      expect(document.title).toBe('Sign In | Co-Marketing Hub');
    });

    it('shows the sign-in screen at every path of every signed-in page but /, which is the landing page', async () => {
      const paths = Object.values(PAGES)
        .filter((entry) => entry.access === 'signed-in')
        .flatMap((entry) => entry.paths)
        .filter((path) => path !== '/')
        .map((path) => path.replace(/:[A-Za-z]+/g, REQUEST_ID));
      expect(paths.length).toBeGreaterThanOrEqual(9);
      for (const path of paths) {
        server = serve(null);
        const { unmount } = renderApp(path);
        expect([path, (await page()).textContent]).toEqual([path, 'SignInPage']);
        unmount();
        server.restore();
      }
      server = serve(null);
    });

    it('shows the page asked for at the same address, query kept, once the visitor signs in there', async () => {
      server = serve(null, [{ method: 'POST', path: '/api/auth/login', answer: { body: { success: true, user: USER } } }]);
      const { store } = renderApp(`/partner-matches/${REQUEST_ID}?match=${MATCH_ID}`);
      expect((await page()).textContent).toBe('SignInPage');
      const { sessionApi } = await import('@comarketing/api');
      await act(async () => {
        await store.dispatch(sessionApi.endpoints.login.initiate({ email: USER.email, password: 'correct-horse' }));
      });
      await waitFor(() => expect(screen.getByTestId('remote-page').textContent).toBe('PartnerMatchesPage'));
      expect(screen.getByTestId('location').textContent).toBe(`/partner-matches/${REQUEST_ID}?match=${MATCH_ID}`);
      expect(screen.getByRole('navigation', { name: 'Account' })).toBeTruthy();
    });

    it.each(['/no-such-page', `/partner-matches/${REQUEST_ID}/more`, '/campaigns/a/b'])('shows the 404 screen at %s, with the home title', async (path) => {
      server = serve(null);
      renderApp(path);
      expect(await screen.findByRole('heading', { name: '404 - Page Not Found' })).toBeTruthy();
      expect(screen.getByText("The page you're looking for doesn't exist.")).toBeTruthy();
      expect(document.title).toBe('Co-Marketing Hub - Partner with Local Businesses');
    });

    it('gets no signed-in top bar', async () => {
      server = serve(null);
      renderApp('/');
      await page();
      expect(screen.queryByRole('navigation', { name: 'Account' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe('#main-content');
    });
  });

  describe('for a signed-in user', () => {
    it('shows the welcome page at / inside the signed-in layout', async () => {
      server = serve(USER);
      renderApp('/');
      expect((await page()).textContent).toBe('WelcomePage');
      expect(screen.getByRole('navigation', { name: 'Account' })).toBeTruthy();
      expect(screen.getByRole('contentinfo')).toBeTruthy();
    });

    it.each([
      ['/dashboard', 'DashboardPage', 'Dashboard | Co-Marketing Hub'],
      ['/notifications', 'NotificationsPage', 'Notifications & Messages | Co-Marketing Hub'],
      ['/business-profile', 'BusinessProfilePage', 'Business Profile | Co-Marketing Hub'],
      ['/settings', 'SettingsPage', 'Account Settings | Co-Marketing Hub'],
      ['/co-marketing-request', 'MarketingRequestPage', 'Create Marketing Request | Co-Marketing Hub'],
      ['/partner-matches', 'PartnerMatchesPage', 'Partner Matches | Co-Marketing Hub'],
      ['/partner-matches/00000000-0000-4000-8000-000000000001', 'PartnerMatchesPage', 'Partner Matches | Co-Marketing Hub'],
    ])('shows %s', async (path, module, title) => {
      server = serve(USER);
      renderApp(path);
      expect((await page()).textContent).toBe(module);
      expect(document.title).toBe(title);
    });

    it.each(['/sign-in', '/sign-up'])('sends %s to /dashboard', async (path) => {
      server = serve(USER);
      renderApp(path);
      expect((await page()).textContent).toBe('DashboardPage');
      expect(screen.getByTestId('location').textContent).toBe('/dashboard');
    });

    it('shows the 404 screen inside the layout for unknown paths', async () => {
      server = serve(USER);
      renderApp('/no-such-page/unknown');
      expect(await screen.findByRole('heading', { name: '404 - Page Not Found' })).toBeTruthy();
      expect(screen.getByRole('navigation', { name: 'Account' })).toBeTruthy();
    });
  });
});

describe('top bar', () => {
  let server: FetchStub;
  afterEach(() => server.restore());

  it('links the logo to /dashboard and shows named unread badges', async () => {
    server = serve(USER);
    renderApp('/dashboard');
    const bar = await screen.findByRole('navigation', { name: 'Account' });
    expect(screen.getByRole('link', { name: 'Co-Marketing Hub' }).getAttribute('href')).toBe('/dashboard');
    const bell = await within(bar).findByRole('link', { name: /Notifications.*1 unread notification$/ });
    expect(bell.getAttribute('href')).toBe('/notifications');
    const mail = await within(bar).findByRole('link', { name: /Messages.*3 unread messages/ });
    expect(mail.getAttribute('href')).toBe('/notifications?tab=messages');
  });

  it('links to the partner matches with the count of new ones', async () => {
    server = serve(USER, [{ path: '/api/partner-matches/unread-count', answer: { body: { count: 2 } } }]);
    renderApp('/dashboard');
    const bar = await screen.findByRole('navigation', { name: 'Account' });
    const matches = await within(bar).findByRole('link', { name: /Partner matches.*2 new partner matches/ });
    expect(matches.getAttribute('href')).toBe('/partner-matches');
  });

  it('shows no Admin entry to an ordinary user', async () => {
    server = serve(USER);
    renderApp('/dashboard');
    await screen.findByRole('navigation', { name: 'Account' });
    expect(screen.queryByRole('link', { name: /Admin/ })).toBeNull();
  });

  it.each([
    [SUPER_ADMIN, 'SA', /Admin.*super administrator/],
    [ADMIN, 'A', /Admin.*\(administrator\)/],
  ])('shows the Admin link with its role badge', async (user, badge, name) => {
    server = serve(user);
    renderApp('/dashboard');
    const link = await screen.findByRole('link', { name });
    expect(link.getAttribute('href')).toBe('/admin');
    expect(within(link).getByText(badge)).toBeTruthy();
  });

  it("follows a profile or photo change at once: the avatar menu shows the new photo, name, e-mail and company", async () => {
    server = serve(USER);
    const { store } = renderApp('/dashboard');
    await screen.findByRole('button', { name: 'Account menu for Jane Doe' });
    const { setSessionUser } = await import('@comarketing/api');
    act(() => {
      store.dispatch(
        setSessionUser({ ...USER, firstName: 'Janet', email: 'janet@doebakery.co.uk', companyName: 'Doe & Co', profileImageUrl: '/objects/uploads/0b7c6a36-5f5e-4b43-9d6c-1f0c1b2c3d4e' }),
      );
    });
    const trigger = await screen.findByRole('button', { name: 'Account menu for Janet Doe' });
    expect(trigger.querySelector('img')?.getAttribute('src')).toBe('/objects/uploads/0b7c6a36-5f5e-4b43-9d6c-1f0c1b2c3d4e');
    fireEvent.keyDown(trigger, { key: 'Enter' });
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Janet Doe')).toBeTruthy();
    expect(within(menu).getByText('janet@doebakery.co.uk')).toBeTruthy();
    expect(within(menu).getByText('Doe & Co')).toBeTruthy();
  });

  it('shows the initials when there is no photo', async () => {
    server = serve(USER);
    renderApp('/dashboard');
    const trigger = await screen.findByRole('button', { name: 'Account menu for Jane Doe' });
    expect(trigger.querySelector('img')).toBeNull();
    expect(trigger.textContent).toContain('JD');
  });

  it('refetches the unread counts when someone signs in', async () => {
    server = serve(null, [{ method: 'POST', path: '/api/auth/login', answer: { body: { success: true, user: USER } } }]);
    const { store } = renderApp('/dashboard');
    await page();
    const { sessionApi } = await import('@comarketing/api');
    await act(async () => {
      await store.dispatch(sessionApi.endpoints.login.initiate({ email: USER.email, password: 'correct-horse' }));
    });
    expect(await screen.findByRole('img', { name: '1 unread notification' })).toBeTruthy();
  });
});

describe('sign out', () => {
  let server: FetchStub;
  beforeEach(() => clearToasts());
  afterEach(() => server.restore());

  async function signOutFrom(path: string) {
    renderApp(path);
    const trigger = await screen.findByRole('button', { name: 'Account menu for Jane Doe' });
    fireEvent.keyDown(trigger, { key: 'Enter' });
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('jane@doebakery.co.uk')).toBeTruthy();
    expect(within(menu).getByText('Doe Bakery')).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Business Profile' }).getAttribute('href')).toBe('/business-profile');
    expect(within(menu).getByRole('menuitem', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));
  }

  it('reads "Signing out..." while working, then ends at / with the toast', async () => {
    let finish: () => void = () => undefined;
    server = serve(USER, [{ method: 'POST', path: '/api/auth/logout', answer: () => new Promise((resolve) => (finish = () => resolve({ status: 204 }))) }]);
    await signOutFrom('/dashboard');
    expect(await screen.findByRole('menuitem', { name: 'Signing out...' })).toBeTruthy();
    await act(async () => finish());
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect((await page()).textContent).toBe('LandingPage');
    expect(screen.getAllByText('Signed out successfully').length).toBeGreaterThan(0);
    expect(screen.getAllByText('You have been signed out of your account').length).toBeGreaterThan(0);
  });

  it('still ends signed out at / when the server call fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    server = serve(USER, [{ method: 'POST', path: '/api/auth/logout', answer: { status: 500, body: { message: 'boom' } } }]);
    await signOutFrom('/notifications');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect((await page()).textContent).toBe('LandingPage');
    expect(screen.getAllByText('Signed out successfully').length).toBeGreaterThan(0);
    warn.mockRestore();
  });
});
