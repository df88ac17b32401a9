import { healthReportSchema, INTERNAL_TOKEN_HEADER } from '@comarketing/contracts';
import request from 'supertest';
import { type RunningPlatform } from '../src/start-platform';
import { startTestPlatform } from './support/platform-test-kit';

// /api/health is public: it says up or down per part and nothing an attacker could use (error
// texts named internal hosts and ports). The details are for operators with the internal token.

describe('platform health', () => {
  let platform: RunningPlatform;

  beforeAll(async () => {
    platform = await startTestPlatform({ DEMO_CONTENT: 'off' });
  }, 60_000);

  afterAll(async () => {
    await platform?.stop();
  });

  it('tells anyone only up or down per part', async () => {
    const res = await request(platform.url).get('/api/health').expect(200);
    const report = healthReportSchema.strict().parse(res.body);
    expect(Object.values(report.components).every((c) => Object.keys(c).join() === 'status')).toBe(true);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('keeps the details for operators: refused without the internal token or with a wrong one', async () => {
    const without = await request(platform.url).get('/api/health/details').expect(401);
    expect(JSON.stringify(without.body)).not.toMatch(/pending|127\.0\.0\.1/);
    await request(platform.url).get('/api/health/details').set(INTERNAL_TOKEN_HEADER, 'not-the-token-0123456789').expect(403);
  });
});
