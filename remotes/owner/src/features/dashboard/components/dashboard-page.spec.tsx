import { fireEvent, screen, within } from '@testing-library/react';
import { stubFetch, type FetchStub, type StubRoute } from '@comarketing/api/testing';
import { renderPage } from '../../../testing/render-page';
import { campaignList, notification, USER, uuid } from '../../../testing/fixtures';
import { DashboardPage } from './dashboard-page';

function serve(counts: { notifications: number; messages: number; matches?: number }, extra: StubRoute[] = []): FetchStub {
  return stubFetch([
    { path: '/api/auth/me', answer: { body: { user: USER } } },
    { path: '/api/notifications/unread-count', answer: { body: { count: counts.notifications } } },
    { path: '/api/messages/unread-count', answer: { body: { count: counts.messages } } },
    counts.matches === undefined
      ? { path: '/api/partner-matches/unread-count', answer: { status: 404, body: { message: 'Not found' } } }
      : { path: '/api/partner-matches/unread-count', answer: { body: { count: counts.matches } } },
    { path: `/api/businesses/user/${USER.id}`, answer: { body: { business: null } } },
    { path: '/api/campaigns', answer: { body: campaignList() } },
    ...extra,
  ]);
}

describe('DashboardPage', () => {
  let server: FetchStub;
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    server.restore();
    warn.mockRestore();
  });

  it('puts notification plus message unread counts on the Notifications badge, and each count in its card', async () => {
    server = serve({ notifications: 2, messages: 3 });
    renderPage(<DashboardPage />, { route: '/dashboard' });
    const link = await screen.findByRole('link', { name: /Notifications.*5 unread/ });
    expect(link.getAttribute('href')).toBe('/notifications');
    expect(screen.getByTestId('unread-notifications').textContent).toBe('2');
    expect(screen.getByTestId('unread-messages').textContent).toBe('3');
    expect(screen.getByRole('link', { name: 'View All Messages' }).getAttribute('href')).toBe('/notifications?tab=messages');
  });

  it('greets the user and links back home and to a new request', async () => {
    server = serve({ notifications: 0, messages: 0 });
    renderPage(<DashboardPage />, { route: '/dashboard' });
    expect(await screen.findByText(/Welcome back, Jane/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'New Marketing Request' }).getAttribute('href')).toBe('/co-marketing-request');
    expect(screen.queryByRole('img', { name: /unread/ })).toBeNull();
  });

  it('shows zero campaign figures without campaigns and, with no partner-match endpoint yet, 0 matches and the profile hint', async () => {
    server = serve({ notifications: 0, messages: 0 });
    renderPage(<DashboardPage />, { route: '/dashboard' });
    const overview = await screen.findByRole('region', { name: 'Overview' });
    const card = (label: string) => within(overview).getByRole('heading', { name: label }).closest('.cm-stat-card') as HTMLElement;
    expect(within(card('Active Campaigns')).getByText('0')).toBeTruthy();
    expect(within(card('Total Reach')).getByText('0')).toBeTruthy();
    expect(within(card('Cost Savings')).getByText('£0')).toBeTruthy();
    expect(within(card('Partner Matches')).getByText('0')).toBeTruthy();
    expect(within(card('Partner Matches')).getByText('Complete profile for matches')).toBeTruthy();
  });

  it("shows the server's campaign figures: active campaigns, reach and what partners' spend saved", async () => {
    server = serve({ notifications: 0, messages: 0 }, [
      { path: '/api/campaigns', answer: { body: campaignList({ activeCampaigns: 2, totalReach: 17_700, costSavings: 300.5 }) } },
    ]);
    renderPage(<DashboardPage />, { route: '/dashboard' });
    const overview = await screen.findByRole('region', { name: 'Overview' });
    const card = (label: string) => within(overview).getByRole('heading', { name: label }).closest('.cm-stat-card') as HTMLElement;
    expect(await within(card('Active Campaigns')).findByText('2')).toBeTruthy();
    expect(within(card('Total Reach')).getByText('17.7K')).toBeTruthy();
    expect(within(card('Cost Savings')).getByText('£300.50')).toBeTruthy();
  });

  it('leads from the Active Campaigns card to the campaigns', async () => {
    server = serve({ notifications: 0, messages: 0 });
    renderPage(<DashboardPage />, { route: '/dashboard' });
    const overview = await screen.findByRole('region', { name: 'Overview' });
    const card = within(overview).getByRole('heading', { name: 'Active Campaigns' }).closest('.cm-stat-card') as HTMLElement;
    const link = within(card).getByRole('link', { name: 'View Campaigns' });
    expect(link.getAttribute('href')).toBe('/campaigns');
    fireEvent.click(link);
    expect(screen.getByTestId('current-path').textContent).toBe('/campaigns');
  });

  it('announces new partner matches when there are some', async () => {
    server = serve({ notifications: 0, messages: 0, matches: 4 });
    renderPage(<DashboardPage />, { route: '/dashboard' });
    expect(await screen.findByText('New matches available!')).toBeTruthy();
    expect(screen.getByText('4')).toBeTruthy();
  });

  it('shows Getting Started to a user without a business profile, each step linking to its page', async () => {
    server = serve({ notifications: 0, messages: 0 });
    renderPage(<DashboardPage />, { route: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Getting Started' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start' }).getAttribute('href')).toBe('/business-profile');
    expect(screen.getByRole('link', { name: 'Create' }).getAttribute('href')).toBe('/co-marketing-request');
    expect(screen.getByRole('link', { name: 'Review' }).getAttribute('href')).toBe('/partner-matches');
    expect(screen.queryByRole('heading', { name: 'Recent Activity' })).toBeNull();
  });

  it('shows the real latest notifications as Recent Activity once a business profile exists', async () => {
    server = serve({ notifications: 1, messages: 0 }, [
      { path: `/api/businesses/user/${USER.id}`, answer: { body: { business: { id: uuid(99), businessName: 'Doe Bakery' } } } },
      {
        path: '/api/notifications',
        answer: { body: [notification({ id: uuid(1), title: 'Welcome to Co-Marketing Hub!' }), notification({ id: uuid(2), title: 'Profile verified', isRead: true })] },
      },
    ]);
    renderPage(<DashboardPage />, { route: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Recent Activity' })).toBeTruthy();
    expect(await screen.findByText('Welcome to Co-Marketing Hub!')).toBeTruthy();
    expect(screen.getByText('Profile verified')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Getting Started' })).toBeNull();
  });
});
