import { createEnvelope } from '@comarketing/messaging';
import { type DomainEventPayload, type DomainEventType, type EventEnvelope, WELCOME_NOTIFICATION } from '@comarketing/contracts';
import { randomUUID } from 'node:crypto';
import { type Pool } from 'pg';
import { nameTag } from '@comarketing/server-kit/testing';
import { type NotificationTestService, startNotificationTestService } from './support/notification-test-service';
import { MATCH_EVENTS_QUEUE } from '../src/events/match-events.consumer';
import { USER_LIFECYCLE_QUEUE } from '../src/events/user-lifecycle.consumer';
import { WELCOME_QUEUE } from '../src/events/user-registered.consumer';

const event = <T extends DomainEventType>(type: T, payload: DomainEventPayload<T>): EventEnvelope => createEnvelope(type, payload, { correlationId: randomUUID(), version: 1 });

/** Two owners, each with a business whose name appears in the other's notices. */
function owners() {
  // Letters only: a hex tag with six digits in a row made the names read as phone numbers, never repeated to the other owner.
  const tag = nameTag();
  const make = (name: string) => ({ userId: randomUUID(), businessId: randomUUID(), name: `${name} ${tag}`, email: `${name.toLowerCase()}-${tag}@example.co.uk` });
  return { leaving: make('Leaving Bakery'), staying: make('Staying Florist') };
}
type Owner = ReturnType<typeof owners>['leaving'];

const registered = (o: Owner) => event('user.registered', { userId: o.userId, email: o.email, firstName: 'Ada', lastName: 'Lovelace', companyName: o.name, agreeToMarketing: false, emailVerified: false });
/** The owner opened their confirmation link: mail may go to them. */
const confirmed = (o: Owner) => event('user.email-verified', { userId: o.userId, email: o.email });
/** The staying owner's request matched the leaving one: each side is told about the other. */
const matchesFound = (requester: Owner, partner: Owner) =>
  event('matches.found', {
    requestId: randomUUID(),
    requesterUserId: requester.userId,
    sides: [
      { matchId: randomUUID(), userId: requester.userId, businessId: requester.businessId, partnerBusinessName: partner.name, role: 'requester' },
      { matchId: randomUUID(), userId: partner.userId, businessId: partner.businessId, partnerBusinessName: requester.name, role: 'partner' },
    ],
  });

describe('erasing a user in the notification service', () => {
  let notification: NotificationTestService;
  let db: Pool;
  const deliver = (event: EventEnvelope, queue: string) => notification.deliver(event, queue);


  /** Rows of this service's tables that name the owner (id, e-mail or business name); a table added later is searched too. */
  async function tracesOf(o: Owner): Promise<Record<string, number>> {
    const traces: Record<string, number> = {};
    const { rows: tables } = await db.query<{ name: string }>(`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'notification' AND table_type = 'BASE TABLE'`);
    for (const table of tables.map((t) => t.name)) {
      const { rows } = await db.query(`SELECT count(*)::int AS n FROM notification.${table} t WHERE t::text ILIKE ANY ($1)`, [[o.userId, o.email, o.name].map((v) => `%${v}%`)]);
      if (rows[0].n > 0) traces[table] = rows[0].n;
    }
    return traces;
  }

  const noticesOf = async (o: Owner) => (await db.query<{ title: string; message: string }>(`SELECT title, message FROM notification.notifications WHERE user_id = $1`, [o.userId])).rows;

  beforeAll(async () => {
    notification = await startNotificationTestService();
    db = notification.db;
  });

  afterAll(async () => {
    await notification?.close();
  });

  it('erases the notices other users got about the user, and the events that announced them', async () => {
    const { leaving, staying } = owners();
    await deliver(registered(leaving), WELCOME_QUEUE);
    await deliver(registered(staying), WELCOME_QUEUE);
    await deliver(confirmed(leaving), USER_LIFECYCLE_QUEUE);
    await deliver(confirmed(staying), USER_LIFECYCLE_QUEUE);
    await deliver(matchesFound(staying, leaving), MATCH_EVENTS_QUEUE);
    const responded = event('match.responded', {
      matchId: randomUUID(),
      userId: leaving.userId,
      status: 'accepted',
      partnerUserId: staying.userId,
      partnerMatchId: randomUUID(),
      partnerBusinessName: staying.name,
      responderBusinessName: leaving.name,
      pairAccepted: false,
    });
    await deliver(responded, MATCH_EVENTS_QUEUE);
    const expired = event('match.expired', {
      matchId: randomUUID(),
      userId: staying.userId,
      businessId: staying.businessId,
      partnerBusinessName: leaving.name,
      partnerUserId: leaving.userId,
      partnerBusinessId: leaving.businessId,
    });
    await deliver(expired, MATCH_EVENTS_QUEUE);
    expect((await noticesOf(staying)).filter((n) => `${n.title} ${n.message}`.includes(leaving.name))).toHaveLength(3);
    // Among them the mail the staying owner got about the new match, naming the leaving business.
    expect(Object.keys(await tracesOf(leaving))).toEqual(expect.arrayContaining(['emails', 'notifications', 'outbox', 'recipients', 'address_confirmations']));
    const mailAboutThem = `SELECT count(*)::int AS n FROM notification.emails WHERE user_id = $1 AND text_body LIKE '%' || $2 || '%'`;
    expect((await db.query(mailAboutThem, [staying.userId, leaving.name])).rows[0].n).toBeGreaterThan(0);

    await deliver(event('user.deleted', { userId: leaving.userId }), USER_LIFECYCLE_QUEUE);

    expect(await tracesOf(leaving)).toEqual({});
    // The staying owner keeps what is theirs alone: the welcome, and its mail.
    expect((await noticesOf(staying)).map((n) => n.title)).toEqual([WELCOME_NOTIFICATION.title]);
    expect((await db.query<{ kind: string }>(`SELECT kind FROM notification.emails WHERE user_id = $1`, [staying.userId])).rows.map((m) => m.kind)).toEqual(['welcome']);
  });

  it('lets no event handled after the erasure bring the user back', async () => {
    const { leaving, staying } = owners();
    await deliver(registered(staying), WELCOME_QUEUE);
    await deliver(event('user.deleted', { userId: leaving.userId }), USER_LIFECYCLE_QUEUE);

    // Events about the user that were on their way when the account went.
    await deliver(registered(leaving), WELCOME_QUEUE);
    await deliver(confirmed(leaving), USER_LIFECYCLE_QUEUE);
    await deliver(matchesFound(staying, leaving), MATCH_EVENTS_QUEUE);
    await deliver(matchesFound(leaving, staying), MATCH_EVENTS_QUEUE);

    expect(await tracesOf(leaving)).toEqual({});
    expect((await noticesOf(staying)).map((n) => n.title)).toEqual([WELCOME_NOTIFICATION.title]);
  });
});
