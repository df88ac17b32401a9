import { createEnvelope, InProcessEventBus } from '@comarketing/messaging';
import { type DailySeries, dailySeriesSchema, daySaltSchema, INTERNAL_TOKEN_HEADER, realtimeTrafficSchema, type RecordPageViews } from '@comarketing/contracts';
import { createLogger, type RunningService, startDomainService } from '@comarketing/server-kit';
import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import { analyticsService } from '../src';
import { londonDayOf } from '../src/calendar/london-day';

const TOKEN = 'test-internal-token-0123456789';

// The service as the platform runs it: its own schema migrated on a real database, HTTP with the
// internal token, events through the inbox.
describe('analytics service over HTTP', () => {
  let service: RunningService;
  let bus: InProcessEventBus;
  const api = () => request(service.url);
  const post = (path: string) => api().post(path).set(INTERNAL_TOKEN_HEADER, TOKEN);
  const get = (path: string) => api().get(path).set(INTERNAL_TOKEN_HEADER, TOKEN);
  const view = (overrides: Partial<RecordPageViews['views'][number]> = {}): RecordPageViews['views'][number] => ({
    visitor: randomBytes(24).toString('base64url'),
    userId: null,
    path: '/about',
    referrer: null,
    deviceType: 'desktop',
    browser: 'Firefox',
    viewedAt: new Date().toISOString(),
    ...overrides,
  });
  const today = () => londonDayOf(new Date());
  const series = async (): Promise<DailySeries> => dailySeriesSchema.parse((await get(`/internal/analytics/series?from=${today()}&to=${today()}`).expect(200)).body);
  const countOf = (s: DailySeries, metric: keyof DailySeries['series']) => s.series[metric]![0]!.count;

  beforeAll(async () => {
    const logger = createLogger({ name: 'analytics-test', level: 'silent' });
    bus = new InProcessEventBus({ logger, retryDelayMs: 10 });
    service = await startDomainService(analyticsService, {
      env: { DATABASE_URL: process.env.DATABASE_URL, INTERNAL_TOKEN: TOKEN, PORT: '0', LOG_LEVEL: 'silent' },
      bus,
      logger,
    });
  });

  afterAll(async () => {
    await service?.close();
    await bus?.close();
  });

  it('answers its health check, with its database and outbox', async () => {
    const { body } = await get('/health/details').expect(200);
    expect(body).toMatchObject({ status: 'up', components: { database: { status: 'up' }, outbox: { status: 'up' } } });
  });

  it('refuses a caller without the internal token', async () => {
    await api().get('/internal/analytics/realtime').expect(401);
    await api().post('/internal/analytics/page-views').set(INTERNAL_TOKEN_HEADER, 'wrong-token-wrong-token').send({ views: [view()] }).expect(403);
  });

  it('hands out one salt per day, the same to every caller', async () => {
    const first = daySaltSchema.parse((await post('/internal/analytics/day-salt').expect(200)).body);
    const second = daySaltSchema.parse((await post('/internal/analytics/day-salt').expect(200)).body);
    expect(first).toEqual(second);
    expect(first.day).toBe(today());
  });

  it('counts page views: visitors active and today, signed-in users, and the activity list', async () => {
    const visitor = view().visitor;
    const userId = randomUUID();
    await post('/internal/analytics/page-views').send({ views: [view({ visitor, path: '/' }), view({ visitor, path: '/about' })] }).expect(204);
    const signedIn = view({ userId, path: '/dashboard', deviceType: 'mobile', browser: 'Safari' });
    await post('/internal/analytics/page-views').send({ views: [signedIn] }).expect(204);

    const traffic = realtimeTrafficSchema.parse((await get('/internal/analytics/realtime').expect(200)).body);
    expect(traffic.visitors.active).toBeGreaterThanOrEqual(2);
    expect(traffic.visitors.list.find((v) => v.id === visitor.slice(0, 12))).toMatchObject({ currentPage: '/about', pageViews: 2, country: null, userId: null });
    // Who the signed-in visitor is (the BFF names them from the accounts service).
    expect(traffic.visitors.list.find((v) => v.id === signedIn.visitor.slice(0, 12))).toMatchObject({ userId });
    expect(traffic.users.list[0]).toMatchObject({ userId, deviceType: 'mobile', browser: 'Safari' });
    const [latest, previous, first] = traffic.analytics.list;
    expect(latest).toMatchObject({ metricType: 'visitors', additionalData: { path: '/dashboard' } });
    expect(previous).toMatchObject({ metricType: 'page_views', additionalData: { path: '/about' } });
    expect(first).toMatchObject({ metricType: 'visitors', additionalData: { path: '/' } });
    expect(traffic.analytics.list.length).toBeLessThanOrEqual(15);
  });

  it('refuses a page view that does not parse, with the reason', async () => {
    const { body } = await post('/internal/analytics/page-views').send({ views: [view({ path: 'no-slash' })] }).expect(400);
    expect(body.message).toBeDefined();
  });

  it('keeps daily counts from the events, each event counted once however often it comes, a business once however often it changes', async () => {
    const before = await series();
    const registered = createEnvelope('user.registered', { userId: randomUUID(), email: 'x@example.co.uk', firstName: 'A', lastName: 'B', companyName: null, agreeToMarketing: false }, { correlationId: randomUUID(), version: 1 });
    await bus.publish(registered);
    await bus.publish(registered);
    const businessId = randomUUID();
    const business = (verified: boolean) =>
      createEnvelope('business.upserted', {
        businessId, userId: randomUUID(), businessName: 'Bakery', industry: 'Food & Beverage', description: null, location: 'Leeds', postcode: 'LS1 4AP', radius: 10, website: null, logo: null,
        companySize: null, monthlyBudget: null, preferredChannels: [], campaignGoals: [], customerType: null, targetAgeRange: null, targetLocation: null, budgetRange: null,
        collaborationPreference: null, campaignFrequency: null, verified, updatedAt: new Date().toISOString(),
      }, { correlationId: randomUUID(), version: 1 });
    await bus.publish(business(false));
    await bus.publish(business(true));
    const side = (role: 'requester' | 'partner') => ({ role, matchId: randomUUID(), userId: randomUUID(), businessId: randomUUID(), partnerBusinessName: 'P' });
    await bus.publish(createEnvelope('matches.found', { requestId: randomUUID(), requesterUserId: randomUUID(), sides: [side('requester'), side('partner')] }, { correlationId: randomUUID(), version: 1 }));
    await bus.drain();

    const after = await series();
    expect(countOf(after, 'user_registrations') - countOf(before, 'user_registrations')).toBe(1);
    expect(countOf(after, 'business_registrations') - countOf(before, 'business_registrations')).toBe(1);
    expect(countOf(after, 'matches') - countOf(before, 'matches')).toBe(1);
    expect(countOf(after, 'page_views')).toBeGreaterThan(0);
  });

  it('refuses a series range that is backwards', async () => {
    await get('/internal/analytics/series?from=2025-03-02&to=2025-03-01').expect(400);
  });
});
