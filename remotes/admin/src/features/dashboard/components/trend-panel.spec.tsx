import { screen, within } from '@testing-library/react';
import { stubFetch, type FetchStub } from '@comarketing/api/testing';
import { type AdminTrends, SERIES_METRICS } from '@comarketing/contracts';
import { renderPage } from '../../../testing/render-page';
import { TrendPanel } from './trend-panel';

const DAYS = ['2026-03-01', '2026-03-02', '2026-03-03'];
const series = (counts: number[]) => counts.map((count, i) => ({ day: DAYS[i], count }));
const trends: AdminTrends = {
  from: DAYS[0],
  to: DAYS[2],
  days: 30,
  generatedAt: '2026-03-03T10:00:00.000Z',
  series: {
    ...(Object.fromEntries(SERIES_METRICS.map((metric) => [metric, series([0, 0, 0])])) as AdminTrends['series']),
    user_registrations: series([2, 0, 1]),
    page_views: series([1200, 0, 34]),
  },
};

describe('TrendPanel', () => {
  let server: FetchStub;
  afterEach(() => server?.restore());

  it('asks for the last 30 days and shows each series’ total, zero days as zero, and the days as a table', async () => {
    server = stubFetch([{ path: '/api/admin/trends', answer: { body: trends } }]);
    renderPage(<TrendPanel />);
    const panel = (await screen.findByRole('heading', { name: 'Last 30 days' })).parentElement!;
    expect(server.calls('GET', '/api/admin/trends')[0].search).toBe('?days=30');

    const items = within(await within(panel).findByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['New users3', 'New businesses0', 'Marketing requests0', 'New matches (pairs)0', 'Page views1,234', 'Visitors (a day each)0']);
    expect(panel.querySelectorAll('svg[aria-hidden="true"] polyline')).toHaveLength(SERIES_METRICS.length);

    // For screen readers: every day with every count, a quiet day's as 0.
    const table = within(panel).getByRole('table', { name: "Each day's counts, 1 Mar 2026 to 3 Mar 2026" });
    const secondDay = within(table).getByRole('rowheader', { name: '2 Mar 2026' }).closest('tr')!;
    expect(within(secondDay).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['0', '0', '0', '0', '0', '0']);
    expect(within(table).getByRole('rowheader', { name: '1 Mar 2026' }).closest('tr')!.textContent).toContain('1,200');
  });

  it('says when the trend could not be loaded, and offers to try again', async () => {
    server = stubFetch([{ path: '/api/admin/trends', answer: { status: 503, body: { message: 'The analytics service is unavailable' } } }]);
    renderPage(<TrendPanel />);
    expect(await screen.findByText(/The trend could not be loaded \(The analytics service is unavailable\)/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
