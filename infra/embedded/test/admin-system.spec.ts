import { systemStatusSchema } from '@comarketing/contracts';
import { InProcessEventBus } from '@comarketing/messaging';
import { notificationService } from '@comarketing/notification-service';
import { createLogger, type RunningApp, type RunningService, startDomainService } from '@comarketing/server-kit';
import request from 'supertest';
import { type RunningPlatform } from '../src/start-platform';
import { type Agent, signInAdmin, startPlatformWithAdmin } from './support/admin-test-kit';
import { uniqueEmail } from './support/platform-test-kit';
import { startAccounts, startTestBff, TEST_INTERNAL_TOKEN } from './support/split-platform';

const ADMIN_PASSWORD = 'a-very-long-admin-password';
const status = async (admin: Agent) => systemStatusSchema.parse((await admin.get('/api/admin/system').expect(200).expect('cache-control', 'no-store')).body);

// The system tab (issue 12): the real state of every part, and a part that stops shows as down
// within 10 seconds.
describe('admin system status', () => {
  describe('on the whole platform', () => {
    let platform: RunningPlatform;
    let admin: Agent;

    beforeAll(async () => {
      const email = uniqueEmail('system-admin');
      platform = await startPlatformWithAdmin(email, ADMIN_PASSWORD);
      ({ agent: admin } = await signInAdmin(platform, email, ADMIN_PASSWORD));
    }, 90_000);

    afterAll(async () => {
      await platform?.stop();
    });

    it('shows the database, the bus and every service up, each service with its outbox and dead letters, and the uptime', async () => {
      const now = await status(admin);
      const byName = Object.fromEntries(now.parts.map((p) => [p.name, p]));
      for (const name of ['database', 'bus', 'accounts', 'notification', 'matching', 'content', 'analytics']) expect(byName[name]).toMatchObject({ status: 'up' });
      for (const name of ['accounts', 'notification', 'matching', 'content', 'analytics']) {
        expect(byName[name]).toMatchObject({ kind: 'service', outboxPending: expect.any(Number), deadLetters: 0, latencyMs: expect.any(Number) });
      }
      expect(now.parts.filter((p) => p.kind === 'remote').map((p) => p.name)).toEqual(expect.arrayContaining(['public remote', 'owner remote', 'admin remote']));
      expect(now.version).toMatch(/^\d+\.\d+\.\d+/);
      expect(Date.parse(now.startedAt)).toBeLessThanOrEqual(Date.parse(now.checkedAt));
    });
  });

  describe('with the services apart', () => {
    let accounts: RunningService & { bus: InProcessEventBus };
    let notification: RunningService | undefined;
    let notificationBus: InProcessEventBus;
    let bff: RunningApp;
    let admin: Agent;

    beforeAll(async () => {
      const email = uniqueEmail('system-admin');
      accounts = await startAccounts({ ADMIN_EMAIL: email, ADMIN_PASSWORD });
      const logger = createLogger({ name: 'notification-test', level: 'silent' });
      notificationBus = new InProcessEventBus({ logger, retryDelayMs: 10 });
      notification = await startDomainService(notificationService, { env: { DATABASE_URL: process.env.DATABASE_URL, INTERNAL_TOKEN: TEST_INTERNAL_TOKEN, PORT: '0', LOG_LEVEL: 'silent' }, bus: notificationBus, logger });
      // The other tests' failed sign-ins from this machine count towards its address's allowance.
      bff = await startTestBff(accounts.url, { NOTIFICATION_URL: notification.url, SIGN_IN_LIMIT_PER_ADDRESS: '100000' });
      admin = request.agent(bff.url);
      await admin.post('/api/admin/login').send({ email, password: ADMIN_PASSWORD }).expect(200);
    }, 60_000);

    afterAll(async () => {
      await bff?.close();
      await notification?.close();
      await notificationBus?.close();
      await accounts?.close();
    });

    it('shows a service that is stopped as down at the next read, and one never reached as down with why', async () => {
      const before = await status(admin);
      expect(before.parts.find((p) => p.name === 'notification')).toMatchObject({ status: 'up' });
      expect(before.parts.find((p) => p.name === 'matching')).toMatchObject({ status: 'down', detail: expect.stringMatching(/unavailable|answer/) });
      expect(before.status).toBe('down');

      await notification!.close();
      notification = undefined;
      // Nothing is cached (system-status.ts asks every part at each read), so the very next read
      // shows it down: well within the 10 seconds promised, with no clock to bet on.
      const after = await status(admin);
      expect(after.parts.find((p) => p.name === 'notification')).toMatchObject({ status: 'down' });
      expect(after.parts.find((p) => p.name === 'accounts')).toMatchObject({ status: 'up' });
    });
  });
});
