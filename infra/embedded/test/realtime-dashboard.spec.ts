import { adminMetricsSchema, adminTrendsSchema, type RealtimeDashboard, realtimeDashboardResponseSchema, SERIES_METRICS } from '@comarketing/contracts';
import { eventually } from '@comarketing/messaging/testing';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { type RunningPlatform } from '../src/start-platform';
import { type Agent, signInAdmin, startPlatformWithAdmin } from './support/admin-test-kit';
import { PLATFORM_WAIT_MS, signedInOwner, uniqueEmail } from './support/platform-test-kit';
import { ownLoopbackAddress, sendFrom } from './support/split-platform';

const ADMIN_PASSWORD = 'a-very-long-admin-password';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const londonDay = (moment: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).format(moment);

// The 'Real-time' tab (issue 12): page views reported by the host are stored by the analytics
// service and appear on the admin's realtime dashboard, with nothing personal kept and nothing made up.
describe('realtime dashboard', () => {
  let platform: RunningPlatform;
  let admin: Agent;
  const dashboard = async (): Promise<RealtimeDashboard> => {
    const { body } = await admin.get('/api/admin/realtime-dashboard').expect(200).expect('cache-control', 'no-store');
    return realtimeDashboardResponseSchema.parse(body).data;
  };
  const pageView = (agent: Agent | ReturnType<typeof request>, userAgent: string, body: object) =>
    (agent as Agent).post('/api/analytics/page-view').set('user-agent', userAgent).send(body);

  beforeAll(async () => {
    const email = uniqueEmail('realtime-admin');
    platform = await startPlatformWithAdmin(email, ADMIN_PASSWORD);
    ({ agent: admin } = await signInAdmin(platform, email, ADMIN_PASSWORD));
  }, 90_000);

  afterAll(async () => {
    await platform?.stop();
  });

  it('page views appear in realtime dashboard', async () => {
    // A visitor on a phone, no cookie: two pages, the first from a search engine.
    const visitor = request.agent(platform.url);
    // A marker path, so this test finds its own visitor among others of the day.
    const marker = `/blog/realtime-${randomUUID()}`;
    const first = await pageView(visitor, IPHONE, { path: '/about?email=jane@example.co.uk', referrer: 'https://www.google.co.uk/search?q=partners' }).expect(202);
    expect(first.headers['set-cookie']).toBeUndefined();
    await pageView(visitor, IPHONE, { path: `${marker}#comments`, referrer: null }).expect(202);
    // A signed-in owner: the user id comes from the session, whatever the body says.
    const owner = await signedInOwner(platform);
    await pageView(owner.agent, FIREFOX, { path: '/dashboard', userId: randomUUID() }).expect(202);

    const now = await eventually(async () => {
      const data = await dashboard();
      const mine = data.visitors.list.find((v) => v.currentPage === marker);
      const signedIn = data.users.list.find((u) => u.userId === owner.user.id);
      const registered = data.analytics.list.some((item) => item.metricType === 'user_registrations');
      // The figures and the lists are read side by side: a batch stored between them shows in one first.
      return mine && signedIn && registered && data.visitors.active >= 2 ? { data, mine, signedIn } : undefined;
    }, PLATFORM_WAIT_MS);

    // The visitor: their latest page without its fragment, both views, no location made up, anonymous.
    expect(now.mine).toMatchObject({ pageViews: 2, country: null, userId: null, email: null });
    // The signed-in owner is named by their e-mail, from the accounts service; and so is their visit.
    expect(now.signedIn).toMatchObject({ deviceType: 'desktop', browser: 'Firefox', email: owner.email });
    expect(now.data.visitors.list.find((v) => v.userId === owner.user.id)).toMatchObject({ currentPage: '/dashboard', email: owner.email });
    expect(now.data.visitors.active).toBeGreaterThanOrEqual(2);
    expect(now.data.visitors.today).toBeGreaterThanOrEqual(now.data.visitors.active);
    expect(now.data.users.online).toBeGreaterThanOrEqual(1);
    expect(now.data.users.today).toBeGreaterThanOrEqual(now.data.users.online);
    expect(now.data.visitors.list.length).toBeLessThanOrEqual(10);
    expect(now.data.users.list.length).toBeLessThanOrEqual(10);
    expect(now.data.analytics.list.length).toBeLessThanOrEqual(15);
    // The activity: the phone's first page counted as a new visitor, its path without the query,
    // the referrer reduced to the site's name; the owner's sign-up from the accounts service's event.
    const firstView = now.data.analytics.list.find((item) => item.additionalData.path === '/about' && item.additionalData.deviceType === 'mobile');
    expect(firstView).toMatchObject({ metricType: 'visitors', metricValue: 1, additionalData: { referrer: 'www.google.co.uk', browser: 'Safari' } });
    expect(JSON.stringify(now.data)).not.toContain('jane@example.co.uk');
    expect(JSON.stringify(now.data)).not.toContain('127.0.0.1');

    // The businesses are the accounts service's own figures, the same the dashboard tab shows.
    const metrics = adminMetricsSchema.parse((await admin.get('/api/admin/metrics').expect(200)).body);
    expect(now.data.businesses).toEqual(metrics.businesses);
  });

  it('refuses hostile page views with a reason, never a server error', async () => {
    const long = await request(platform.url).post('/api/analytics/page-view').send({ path: `/${'a'.repeat(600)}` }).expect(400);
    expect(long.body.message).toMatch(/at most 512 characters/);
    await request(platform.url).post('/api/analytics/page-view').send({ path: 'https://evil.example/' }).expect(400);
    await request(platform.url).post('/api/analytics/page-view').send('not json').expect(400);
    await request(platform.url).post('/api/analytics/page-view').set('origin', 'https://evil.example').send({ path: '/' }).expect(403);
  });

  it('limits one client address to a person’s pace, whatever its User-Agent says', async () => {
    // An address of its own: the views of the tests above came from 127.0.0.1. (More: view-limits.spec.ts.)
    const address = ownLoopbackAddress();
    const answers: number[] = [];
    for (let i = 0; i < 125; i += 1) answers.push((await sendFrom(address, platform.url, 'POST', '/api/analytics/page-view', { path: '/' }, undefined, { 'user-agent': `bench-bot/${i}` })).status);
    expect(answers.filter((status) => status === 202)).toHaveLength(120);
    expect(answers.slice(120)).toEqual([429, 429, 429, 429, 429]);
  });

  it('shows the dashboard to admins only', async () => {
    await request(platform.url).get('/api/admin/realtime-dashboard').expect(401);
    const owner = await signedInOwner(platform);
    await owner.agent.get('/api/admin/realtime-dashboard').expect(401);
  });

  // The dashboard's 'Last 30 days': the analytics service's daily series, through the BFF.
  it("gives the dashboard's trend: a point for every London day of the range, the day's sign-ups and views counted", async () => {
    const day = londonDay(new Date());
    const owner = await signedInOwner(platform);
    await pageView(owner.agent, FIREFOX, { path: '/dashboard' }).expect(202);

    const trend = await eventually(async () => {
      const { body } = await admin.get('/api/admin/trends?days=30').expect(200).expect('cache-control', 'no-store');
      const answer = adminTrendsSchema.parse(body);
      const on = (metric: (typeof SERIES_METRICS)[number]) => answer.series[metric].find((point) => point.day === day)?.count ?? 0;
      return on('user_registrations') >= 1 && on('page_views') >= 1 && on('visitors') >= 1 ? answer : undefined;
    }, PLATFORM_WAIT_MS);
    expect(trend.days).toBe(30);
    expect(trend.to >= day).toBe(true);
    for (const metric of SERIES_METRICS) {
      const days = trend.series[metric].map((point) => point.day);
      expect(days).toHaveLength(30);
      expect(days[0]).toBe(trend.from);
      expect(days[29]).toBe(trend.to);
      // One after another, no day left out (a day nothing happened is there, as 0).
      for (let i = 1; i < days.length; i += 1) expect(Date.parse(days[i]) - Date.parse(days[i - 1])).toBe(86_400_000);
    }

    // A month unless asked; a week to a quarter when asked.
    expect(adminTrendsSchema.parse((await admin.get('/api/admin/trends').expect(200)).body).series.requests).toHaveLength(30);
    expect(adminTrendsSchema.parse((await admin.get('/api/admin/trends?days=7').expect(200)).body).series.matches).toHaveLength(7);
    for (const days of ['6', '91', '7.5', 'abc', '', '1e9', '-30']) {
      const refused = await admin.get('/api/admin/trends').query({ days }).expect(400);
      expect(refused.body.message).toBe('days must be a whole number from 7 to 90');
    }
    await admin.get('/api/admin/trends?days=7&days=30').expect(400);

    await request(platform.url).get('/api/admin/trends').expect(401);
    await owner.agent.get('/api/admin/trends').expect(401);
  });
});
