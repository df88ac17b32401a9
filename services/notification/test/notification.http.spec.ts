import { createEnvelope, InProcessEventBus } from '@comarketing/messaging';
import { INTERNAL_TOKEN_HEADER, messageSchema, type Notification, notificationSchema, type UserRegisteredPayload, WELCOME_NOTIFICATION } from '@comarketing/contracts';
import { createLogger, type RunningService, startDomainService } from '@comarketing/server-kit';
import { eventually } from '@comarketing/server-kit/testing';
import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import request from 'supertest';
import { notificationService } from '../src';

const TOKEN = 'test-internal-token-0123456789';

describe('notification service', () => {
  let service: RunningService;
  let bus: InProcessEventBus;
  let db: Pool;
  const created: { notificationId: string; userId: string }[] = [];
  const api = (method: 'get' | 'put', path: string) => request(service.url)[method](path).set(INTERNAL_TOKEN_HEADER, TOKEN);

  const registered = (userId = randomUUID()) =>
    createEnvelope<UserRegisteredPayload>('user.registered', { userId, email: `${userId}@example.co.uk`, firstName: 'Mary', lastName: 'Seacole', companyName: 'Remedies', agreeToMarketing: false }, { correlationId: randomUUID(), version: 1 });

  async function welcomeFor(userId: string) {
    return eventually(async () => {
      const body = (await api('get', `/internal/users/${userId}/notifications`)).body as Notification[];
      return body.length > 0 ? body : undefined;
    });
  }

  beforeAll(async () => {
    const logger = createLogger({ name: 'notification-test', level: 'silent' });
    bus = new InProcessEventBus({ logger, retryDelayMs: 10 });
    await bus.subscribe({ queue: 'test.notification-created', routingKeys: ['notification.created'], handler: async (e) => void created.push(e.payload as (typeof created)[number]) });
    service = await startDomainService(notificationService, {
      env: { DATABASE_URL: process.env.DATABASE_URL, INTERNAL_TOKEN: TOKEN, PORT: '0', LOG_LEVEL: 'silent' },
      bus,
      logger,
    });
    db = new Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
  });

  afterAll(async () => {
    await db?.end();
    await service?.close();
    await bus?.close();
  });

  it('creates the welcome notification from user.registered', async () => {
    const event = registered();
    await bus.publish(event);
    const [welcome] = (await welcomeFor(event.payload.userId))!;
    expect(notificationSchema.parse(welcome)).toMatchObject({
      type: 'info',
      title: WELCOME_NOTIFICATION.title,
      message: WELCOME_NOTIFICATION.message('Mary'),
      isRead: false,
      actionUrl: '/business-profile',
    });
    const count = await api('get', `/internal/users/${event.payload.userId}/notifications/unread-count`).expect(200);
    expect(count.body).toEqual({ count: 1 });
  });

  it('handles a redelivered event once, and announces the notification once', async () => {
    const event = registered();
    await bus.publish(event);
    await bus.publish(event);
    const [welcome] = (await welcomeFor(event.payload.userId))!;
    await bus.drain();
    const { rows } = await db.query('SELECT count(*)::int AS n FROM notification.notifications WHERE user_id = $1', [event.payload.userId]);
    expect(rows[0].n).toBe(1);
    // The announcement leaves through the outbox: one row for this user, once the relay has sent it...
    await eventually(async () => {
      const outbox = await db.query(
        `SELECT envelope->'payload'->>'notificationId' AS "notificationId", sent_at IS NOT NULL AS sent FROM notification.outbox WHERE type = 'notification.created' AND envelope->'payload'->>'userId' = $1`,
        [event.payload.userId],
      );
      expect(outbox.rows).toEqual([{ notificationId: welcome.id, sent: true }]);
      return true;
    });
    // ...and a sent event's delivery is the bus's until drained: then every announcement has arrived.
    await bus.drain();
    expect(created.filter((c) => c.userId === event.payload.userId)).toEqual([{ notificationId: welcome.id, userId: event.payload.userId, type: 'info', title: WELCOME_NOTIFICATION.title }]);
  });

  it("marks one read, but never another user's", async () => {
    const owner = registered();
    const other = registered();
    await bus.publish(owner);
    await bus.publish(other);
    const [mine] = (await welcomeFor(owner.payload.userId))!;
    await welcomeFor(other.payload.userId);

    await api('put', `/internal/users/${other.payload.userId}/notifications/${mine.id}/read`).expect(404);
    const res = await api('put', `/internal/users/${owner.payload.userId}/notifications/${mine.id}/read`).expect(200);
    expect(res.body.isRead).toBe(true);
    expect((await api('get', `/internal/users/${owner.payload.userId}/notifications/unread-count`)).body).toEqual({ count: 0 });
    expect((await api('get', `/internal/users/${other.payload.userId}/notifications/unread-count`)).body).toEqual({ count: 1 });
  });

  it('marks all messages read for one user only, newest first', async () => {
    const userId = randomUUID();
    const someoneElse = randomUUID();
    for (const [uid, subject, at] of [
      [userId, 'Older', '2026-01-01T10:00:00Z'],
      [userId, 'Newer', '2026-02-01T10:00:00Z'],
      [someoneElse, 'Theirs', '2026-02-01T10:00:00Z'],
    ]) {
      await db.query(`INSERT INTO notification.messages (user_id, from_type, from_name, subject, content, created_at) VALUES ($1, 'support', 'Support Team', $2, 'Hello', $3)`, [uid, subject, at]);
    }
    const list = await api('get', `/internal/users/${userId}/messages`).expect(200);
    expect(list.body.map((m: unknown) => messageSchema.parse(m).subject)).toEqual(['Newer', 'Older']);

    expect((await api('put', `/internal/users/${userId}/messages/mark-all-read`).expect(200)).body).toEqual({ updated: 2 });
    expect((await api('get', `/internal/users/${userId}/messages/unread-count`)).body).toEqual({ count: 0 });
    expect((await api('get', `/internal/users/${someoneElse}/messages/unread-count`)).body).toEqual({ count: 1 });
  });

  it('answers 404 for a malformed item id and 400 for a malformed user id', async () => {
    await api('put', `/internal/users/${randomUUID()}/notifications/not-a-uuid/read`).expect(404);
    await api('get', '/internal/users/not-a-uuid/notifications').expect(400);
  });
});
