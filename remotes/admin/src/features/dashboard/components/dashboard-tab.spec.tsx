import { screen } from '@testing-library/react';
import { stubFetch, type FetchStub } from '@comarketing/api/testing';
import { type AdminMetrics } from '@comarketing/contracts';
import { renderPage } from '../../../testing/render-page';
import { DashboardTab } from './dashboard-tab';

const metrics: AdminMetrics = {
  users: { total: 12, active: 11, newThisWeek: 3 },
  businesses: { total: 9, verified: 2, today: 1 },
  matching: { openRequests: 1, pairsByStatus: { pending: 3, accepted: 1, rejected: 2 }, acceptanceRate: 1 / 3 },
  generatedAt: '2026-11-25T10:00:00.000Z',
};

describe('DashboardTab', () => {
  let server: FetchStub;
  afterEach(() => server?.restore());

  it('counts matches as pairs, says so, and names their states in words', async () => {
    server = stubFetch([{ path: '/api/admin/metrics', answer: { body: metrics } }]);
    renderPage(<DashboardTab />);
    const card = (await screen.findByRole('heading', { name: 'Matches (pairs)' })).parentElement!.parentElement!;
    expect(card.textContent).toContain('6');
    expect(card.textContent).toContain('Two businesses matched count once: 3 pending, 1 accepted, 2 declined');
    expect(screen.getByText('33.3%')).toBeTruthy();
  });

  it('shows the figures even when the trend below them cannot be loaded', async () => {
    server = stubFetch([
      { path: '/api/admin/metrics', answer: { body: metrics } },
      { path: '/api/admin/trends', answer: { status: 503, body: { message: 'The analytics service is unavailable' } } },
    ]);
    renderPage(<DashboardTab />);
    expect(await screen.findByText(/The trend could not be loaded/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Users' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Last 30 days' })).toBeTruthy();
  });
});
