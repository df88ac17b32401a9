import { createEnvelope, InProcessEventBus } from '@comarketing/messaging';
import { type Communication, communicationSchema, INTERNAL_TOKEN_HEADER, type Notification, type NotificationsDeliveredPayload, type UserRegisteredPayload } from '@comarketing/contracts';
import { createLogger, type RunningService, startDomainService } from '@comarketing/server-kit';
import { eventually } from '@comarketing/server-kit/testing';
import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import request from 'supertest';
import { notificationService } from '../src';

const TOKEN = 'test-internal-token-0123456789';
const admin = { id: randomUUID(), label: 'staff@example.co.uk' };

// Admins' communications: recorded at once, delivered in batches (two recipients each here, so a
// handful of users is a chain of several), exactly one notification per user.
describe('communications', () => {
  let service: RunningService;
  let bus: InProcessEventBus;
  let db: Pool;
  const delivered: NotificationsDeliveredPayload[] = [];
  const api = () => request(service.url);
  const users = Array.from({ length: 5 }, () => randomUUID());

  const notificationsOf = async (userId: string) => (await api().get(`/internal/users/${userId}/notifications`).set(INTERNAL_TOKEN_HEADER, TOKEN).expect(200)).body as Notification[];
  const send = async (body: object) => communicationSchema.parse((await api().post('/internal/communications').set(INTERNAL_TOKEN_HEADER, TOKEN).send(body).expect(201)).body);
  // As staff see it: the list, with its figures counted at the time of asking.
  const figures = async (id: string) => {
    const page = (await api().get('/internal/communications?pageSize=100').set(INTERNAL_TOKEN_HEADER, TOKEN).expect(200)).body as { rows: unknown[] };
    const found = page.rows.map((row) => communicationSchema.parse(row)).find((row) => row.id === id);
    if (!found) throw new Error(`communication ${id} is not in the list`);
    return found;
  };
  const deliveredOf = (c: Communication) => eventually(async () => {
    const now = await figures(c.id);
    return now.status === 'delivered' ? now : undefined;
  });

  beforeAll(async () => {
    const logger = createLogger({ name: 'communications-test', level: 'silent' });
    bus = new InProcessEventBus({ logger, retryDelayMs: 10 });
    await bus.subscribe({ queue: 'test.delivered', routingKeys: ['notifications.delivered'], handler: async (e) => void delivered.push(e.payload as NotificationsDeliveredPayload) });
    service = await startDomainService(notificationService, {
      env: { DATABASE_URL: process.env.DATABASE_URL, INTERNAL_TOKEN: TOKEN, PORT: '0', LOG_LEVEL: 'silent', COMMUNICATION_BATCH_SIZE: '2' },
      bus,
      logger,
    });
    db = new Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
    for (const userId of users) {
      await bus.publish(createEnvelope<UserRegisteredPayload>('user.registered', { userId, email: `${userId}@example.co.uk`, firstName: 'Mary', lastName: 'Seacole', companyName: null, agreeToMarketing: false }, { correlationId: randomUUID(), version: 1 }));
    }
    // Each is a recipient once welcomed.
    for (const userId of users) await eventually(async () => ((await notificationsOf(userId)).length ? true : undefined));
  });

  afterAll(async () => {
    await db?.end();
    await service?.close();
    await bus?.close();
  });

  it('delivers a broadcast to every user exactly once, in batches, with the delivered users announced for live pages', async () => {
    const sent = await send({ title: 'Maintenance tonight', message: 'The site is down 22:00-22:30.', type: 'warning', priority: 'high', audience: { kind: 'all' }, sentBy: admin });
    expect(sent).toMatchObject({ status: 'sending', audience: 'all', chosen: null, delivered: 0, sentBy: admin.label });
    const done = await deliveredOf(sent);

    for (const userId of users) {
      const theirs = (await notificationsOf(userId)).filter((n) => n.title === 'Maintenance tonight');
      expect(theirs).toEqual([expect.objectContaining({ type: 'alert', priority: 'high', message: 'The site is down 22:00-22:30.', isRead: false })]);
    }
    const [{ stored }] = (await db.query(`SELECT count(*)::int AS stored FROM notification.notifications WHERE communication_id = $1`, [sent.id])).rows;
    const [{ recipients }] = (await db.query(`SELECT count(*)::int AS recipients FROM notification.recipients`)).rows;
    expect(done.delivered).toBe(stored);
    expect(stored).toBe(recipients);
    const announced = delivered.filter((d) => d.communicationId === sent.id).flatMap((d) => d.userIds);
    expect(new Set(announced).size).toBe(announced.length);
    expect(announced).toEqual(expect.arrayContaining(users));
    expect(delivered.filter((d) => d.communicationId === sent.id).every((d) => d.userIds.length <= 2)).toBe(true);
  });

  it('stores nothing twice when a delivery request comes again, and counts what was read', async () => {
    const sent = await send({ title: 'Chosen two', message: 'Just for you.', type: 'success', priority: 'normal', audience: { kind: 'users', userIds: users.slice(0, 2) }, sentBy: admin });
    await deliveredOf(sent);
    await bus.publish(createEnvelope('communication.requested', { communicationId: sent.id }, { correlationId: randomUUID(), version: 1 }));
    await bus.drain();

    const mine = (await notificationsOf(users[0])).filter((n) => n.title === 'Chosen two');
    expect(mine).toEqual([expect.objectContaining({ type: 'approval' })]);
    expect((await notificationsOf(users[2])).some((n) => n.title === 'Chosen two')).toBe(false);
    await api().put(`/internal/users/${users[0]}/notifications/${mine[0].id}/read`).set(INTERNAL_TOKEN_HEADER, TOKEN).expect(200);
    expect(await figures(sent.id)).toMatchObject({ status: 'delivered', chosen: 2, delivered: 2, read: 1 });
  });

  it('refuses a send without a title, with nobody chosen, or with too many chosen', async () => {
    const post = (body: object) => api().post('/internal/communications').set(INTERNAL_TOKEN_HEADER, TOKEN).send(body);
    const base = { title: 'T', message: 'M', type: 'info', priority: 'normal', sentBy: admin };
    await post({ ...base, title: '', audience: { kind: 'all' } }).expect(400);
    await post({ ...base, audience: { kind: 'users', userIds: [] } }).expect(400);
    await post({ ...base, audience: { kind: 'users', userIds: Array.from({ length: 501 }, () => randomUUID()) } }).expect(400);
    await post({ ...base, audience: { kind: 'everyone' } }).expect(400);
  });
});
