import { adminMetricsSchema, type RealtimeDashboard, realtimeDashboardResponseSchema } from '@comarketing/contracts';
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
});
