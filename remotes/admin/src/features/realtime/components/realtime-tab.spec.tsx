import { screen, within } from '@testing-library/react';
import { stubFetch, type FetchStub } from '@comarketing/api/testing';
import { type RealtimeDashboard } from '@comarketing/contracts';
import { renderPage } from '../../../testing/render-page';
import { RealtimeTab } from './realtime-tab';

const USER_ID = '7d0c1c1e-8f0a-4a8e-9a57-6d3b8f1f2a10';
const GONE_ID = '7d0c1c1e-8f0a-4a8e-9a57-6d3b8f1f2a11';
const at = '2026-11-25T10:00:00.000Z';

const dashboard: RealtimeDashboard = {
  visitors: {
    active: 2,
    today: 2,
    list: [
      { id: 'a1b2c3d4e5f6', userId: null, email: null, currentPage: '/about', country: null, pageViews: 3, lastActivity: at },
      { id: 'f6e5d4c3b2a1', userId: USER_ID, email: 'jane@doebakery.co.uk', currentPage: '/dashboard', country: null, pageViews: 5, lastActivity: at },
    ],
  },
  users: {
    online: 1,
    today: 2,
    list: [
      { id: '1', userId: USER_ID, email: 'jane@doebakery.co.uk', deviceType: 'mobile', browser: 'Safari', lastActivity: at },
      { id: '2', userId: GONE_ID, email: null, deviceType: 'desktop', browser: 'Firefox', lastActivity: at },
    ],
  },
  analytics: {
    list: [
      { id: 'a', metricType: 'business_registrations', additionalData: { industry: 'food-beverage' }, metricValue: 1, createdAt: at },
      { id: 'b', metricType: 'page_views', additionalData: { path: '/blog', referrer: null, deviceType: 'tablet', browser: 'Chrome' }, metricValue: 1, createdAt: at },
    ],
  },
  businesses: { total: 4, verified: 1, today: 1 },
  generatedAt: at,
};

describe('RealtimeTab', () => {
  let server: FetchStub;
  afterEach(() => server?.restore());

  it('shows who the people are: signed-in users by e-mail, anonymous visitors as Visitor, never bare ids or codes', async () => {
    server = stubFetch([{ path: '/api/admin/realtime-dashboard', answer: { body: { success: true, data: dashboard } } }]);
    renderPage(<RealtimeTab />);
    const users = (await screen.findByRole('heading', { name: 'Signed-in users' })).nextElementSibling as HTMLElement;
    expect(within(users).getByRole('rowheader', { name: 'jane@doebakery.co.uk' })).toBeTruthy();
    expect(within(users).getByRole('rowheader', { name: 'Deleted account' })).toBeTruthy();
    expect(within(users).getByText('Mobile')).toBeTruthy();
    expect(users.textContent).not.toContain(USER_ID);

    const visitors = screen.getByRole('heading', { name: 'Visitors' }).nextElementSibling as HTMLElement;
    expect(within(visitors).getByRole('rowheader', { name: /^Visitor/ })).toBeTruthy();
    expect(within(visitors).getByRole('rowheader', { name: /^jane@doebakery\.co\.uk/ })).toBeTruthy();

    const activity = screen.getByRole('heading', { name: 'Latest activity' }).nextElementSibling as HTMLElement;
    expect(within(activity).getByText('Food & Beverage')).toBeTruthy();
    expect(within(activity).getByText('/blog (Tablet, Chrome)')).toBeTruthy();
    expect(activity.textContent).not.toContain('food-beverage');
  });
});
