import { screen, waitFor, within } from '@testing-library/react';
import { stubFetch, type FetchStub, type StubRoute } from '@comarketing/api/testing';
import { renderPage } from '../../../testing/render-page';
import { business, campaignList, USER } from '../../../testing/fixtures';
import { WelcomePage } from './welcome-page';

function serve(hasBusiness: boolean, counts: { matches?: number; messages?: number } = {}, extra: StubRoute[] = []): FetchStub {
  return stubFetch([
    { path: '/api/auth/me', answer: { body: { user: USER } } },
    { path: `/api/businesses/user/${USER.id}`, answer: { body: { business: hasBusiness ? business() : null } } },
    { path: '/api/notifications/unread-count', answer: { body: { count: 0 } } },
    { path: '/api/messages/unread-count', answer: { body: { count: counts.messages ?? 0 } } },
    counts.matches === undefined
      ? { path: '/api/partner-matches/unread-count', answer: { status: 404, body: { message: 'Not found' } } }
      : { path: '/api/partner-matches/unread-count', answer: { body: { count: counts.matches } } },
    { path: '/api/campaigns', answer: { body: campaignList() } },
    ...extra,
  ]);
}

function figure(label: string): string {
  const overview = screen.getByRole('region', { name: 'Your Overview' });
  const card = within(overview).getByRole('heading', { name: label }).closest('.cm-stat-card') as HTMLElement;
  return card.querySelector('.cm-stat-card__value')!.textContent!;
}

describe('WelcomePage', () => {
  let server: FetchStub;
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    server.restore();
    warn.mockRestore();
  });

  it('welcomes a new user (no business profile) by first name and points to the profile', async () => {
    server = serve(false);
    renderPage(<WelcomePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Co-Marketing Hub, Jane!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Complete Your Profile' }).getAttribute('href')).toBe('/business-profile');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('welcomes back a returning user (with a business profile)', async () => {
    server = serve(true);
    renderPage(<WelcomePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Jane!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Profile' }).getAttribute('href')).toBe('/business-profile');
  });

  it("shows the user's real figures, never the specification's sample ones", async () => {
    server = serve(true, { matches: 2, messages: 1 }, [
      { path: '/api/campaigns', answer: { body: campaignList({ activeCampaigns: 2, totalReach: 17_700, costSavings: 300.5 }) } },
    ]);
    renderPage(<WelcomePage />);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(figure('Active Campaigns')).toBe('2'));
    expect(figure('Partner Matches')).toBe('2');
    expect(figure('Total Reach')).toBe('17.7K');
    expect(figure('Cost Savings')).toBe('£300.50');
    expect(figure('Unread Messages')).toBe('1');
    expect(document.body.textContent).not.toMatch(/45\.2K|2,400|12 matches/);
  });

  it('shows zeros to an owner with no campaigns, and a dash while the figures load', async () => {
    server = serve(false);
    renderPage(<WelcomePage />);
    await screen.findByRole('heading', { level: 1 });
    expect(['—', '0']).toContain(figure('Active Campaigns'));
    await waitFor(() => expect(figure('Active Campaigns')).toBe('0'));
    expect(figure('Total Reach')).toBe('0');
    expect(figure('Cost Savings')).toBe('£0');
  });

  it('shows 0 partner matches when the count cannot be had', async () => {
    server = serve(false);
    renderPage(<WelcomePage />);
    await screen.findByRole('heading', { level: 1 });
    expect(figure('Partner Matches')).toBe('0');
  });

  it('lists the eight services and the three next steps', async () => {
    server = serve(false);
    renderPage(<WelcomePage />);
    const services = await screen.findByRole('region', { name: 'Our Services' });
    expect(within(services).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Co-Marketing Matchmaking',
      'Joint Campaign Management',
      'Collaborative Promotions',
      'Shared Advertising Packages',
      'Event & Pop-Up Marketing',
      'Content & Branding Support',
      'Analytics & Reporting',
      'Training & Strategy Workshops',
    ]);
    const next = screen.getByRole('region', { name: 'Ready to Get Started' });
    expect(within(next).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/business-profile', '/co-marketing-request', '/notifications']);
  });
});
