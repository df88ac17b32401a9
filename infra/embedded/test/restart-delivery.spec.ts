import { createEnvelope, type SqlExecutor, writeToOutbox } from '@comarketing/messaging';
import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { eventually } from '@comarketing/messaging/testing';
import { signedInOwner, startTestPlatform, uniqueEmail, PLATFORM_WAIT_MS } from './support/platform-test-kit';

// An event a crashed run left unsent in a service's outbox goes out when the platform starts
// again, and reaches its consumer. It used to be published while the platform was still starting,
// before the consumer had subscribed: the in-process bus dropped it and the relay marked it sent.

describe('events left unsent by the last run', () => {
  let db: Pool;

  beforeAll(() => {
    db = new Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
  });

  afterAll(async () => {
    await db.end();
  });

  it('are delivered to their consumers once the platform has started again', async () => {
    const first = await startTestPlatform();
    try {
      await signedInOwner(first); // the platform has run once: its queues exist
    } finally {
      await first.stop();
    }

    // What a crash right after a sign-up commits leaves behind: the event, not yet published.
    const userId = randomUUID();
    const event = createEnvelope(
      'user.registered',
      { userId, email: uniqueEmail('left-behind'), firstName: 'Grace', lastName: 'Hopper', companyName: null, agreeToMarketing: false },
      { correlationId: `restart-${userId}` },
    );
    const client = await db.connect();
    try {
      const tx: SqlExecutor = { query: async <R>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as R[] };
      await writeToOutbox(tx, 'accounts', event);
    } finally {
      client.release();
    }

    const second = await startTestPlatform();
    try {
      const welcomes = await eventually(async () => {
        const { rows } = await db.query<{ title: string }>(`SELECT title FROM notification.notifications WHERE user_id = $1`, [userId]);
        return rows.length > 0 ? rows : undefined;
      }, PLATFORM_WAIT_MS);
      expect(welcomes).toHaveLength(1);
      const { rows } = await db.query(`SELECT sent_at FROM accounts.outbox WHERE id = $1`, [event.id]);
      expect(rows[0].sent_at).not.toBeNull();
    } finally {
      await second.stop();
    }
  }, 60_000);
});
