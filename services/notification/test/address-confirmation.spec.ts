import { createEnvelope } from '@comarketing/messaging';
import { type DomainEventPayload, type DomainEventType, type EventEnvelope, WELCOME_NOTIFICATION } from '@comarketing/contracts';
import { randomUUID } from 'node:crypto';
import { type Pool } from 'pg';
import { type NotificationTestService, startNotificationTestService } from './support/notification-test-service';
import { ACCOUNT_MAIL_QUEUE } from '../src/events/account-mail.consumer';
import { USER_LIFECYCLE_QUEUE } from '../src/events/user-lifecycle.consumer';
import { WELCOME_QUEUE } from '../src/events/user-registered.consumer';

/** `occurredAt` may be set, as the accounts service wrote it: the later statement about an address wins. */
const event = <T extends DomainEventType>(type: T, payload: DomainEventPayload<T>, occurredAt?: Date): EventEnvelope => {
  const envelope = createEnvelope(type, payload, { correlationId: randomUUID(), version: 1 });
  return occurredAt ? { ...envelope, occurredAt: occurredAt.toISOString() } : envelope;
};
const SPAM = 'WIN 500 GBP today https://win-now.com';

// Finding 4 of issue 27: a sign-up with a stranger's address and a spam name made the platform mail
// that stranger the name (welcome, confirmation). Now an address gets nothing but its confirmation,
// which names nobody, until its owner confirms it.
describe('mail to an address nobody has confirmed', () => {
  let notification: NotificationTestService;
  let db: Pool;
  const deliver = (event: EventEnvelope, queue: string) => notification.deliver(event, queue);

  const mailsOf = async (userId: string) =>
    (await db.query<{ kind: string; to_address: string; text_body: string }>(`SELECT kind, to_address, text_body FROM notification.emails WHERE user_id = $1 ORDER BY created_at, id`, [userId])).rows;

  function owner() {
    const userId = randomUUID();
    const email = `owner-${userId}@example.co.uk`;
    return {
      userId,
      email,
      registered: (at?: Date) => event('user.registered', { userId, email, firstName: SPAM, lastName: SPAM, companyName: SPAM, agreeToMarketing: false, emailVerified: false }, at),
      verificationMail: () => event('email-verification.requested', { userId, email, token: 'T'.repeat(43), validFor: 48 }),
      confirmed: (address = email, at?: Date) => event('user.email-verified', { userId, email: address }, at),
      signIn: (emailVerified: boolean, address = email) => event('user.new-browser-sign-in', { userId, email: address, firstName: SPAM, at: new Date().toISOString(), browser: 'Firefox on Windows', emailVerified }),
      moved: (to: string, at?: Date) => event('user.updated', { userId, email: to, firstName: 'Ada', lastName: 'Lovelace', companyName: null, emailVerified: false }, at),
      changedNotice: (previousEmail: string) => event('user.email-changed', { userId, previousEmail, at: new Date().toISOString(), by: 'staff' }),
    };
  }

  beforeAll(async () => {
    notification = await startNotificationTestService();
    db = notification.db;
  });

  afterAll(async () => {
    await notification?.close();
  });

  it('sends a new owner only the confirmation, without their name, and nothing else until they confirm; then the welcome, once', async () => {
    const ada = owner();
    await deliver(ada.registered(), WELCOME_QUEUE);
    await deliver(ada.verificationMail(), ACCOUNT_MAIL_QUEUE);
    await deliver(ada.signIn(false), ACCOUNT_MAIL_QUEUE);
    // The welcome notification is in the app at once.
    const { rows: notices } = await db.query(`SELECT title FROM notification.notifications WHERE user_id = $1`, [ada.userId]);
    expect(notices.map((n) => n.title)).toEqual([WELCOME_NOTIFICATION.title]);
    const before = await mailsOf(ada.userId);
    expect(before.map((m) => m.kind)).toEqual(['verify-email']);
    expect(before[0]!.text_body.startsWith('Hello,\n')).toBe(true);
    expect(before[0]!.text_body).not.toMatch(/WIN|500|win-now/);

    await deliver(ada.confirmed(), USER_LIFECYCLE_QUEUE);
    await deliver(ada.signIn(true), ACCOUNT_MAIL_QUEUE);
    // Confirmed again (staff tick the box, a second link): no second welcome.
    await deliver(ada.confirmed(), USER_LIFECYCLE_QUEUE);
    expect((await mailsOf(ada.userId)).map((m) => m.kind)).toEqual(['verify-email', 'welcome', 'login-alert']);
  });

  it('welcomes once whichever of the sign-up and its confirmation is handled first', async () => {
    const ada = owner();
    const signedUpAt = new Date(Date.now() - 60_000);
    await deliver(ada.confirmed(ada.email, new Date()), USER_LIFECYCLE_QUEUE);
    await deliver(ada.registered(signedUpAt), WELCOME_QUEUE);
    expect((await mailsOf(ada.userId)).map((m) => m.kind)).toEqual(['welcome']);
  });

  it('keeps the last statement about an address however late an older one arrives, and a new address unconfirmed', async () => {
    const ada = owner();
    const t0 = new Date(Date.now() - 60_000);
    await deliver(ada.registered(t0), WELCOME_QUEUE);
    await deliver(ada.confirmed(ada.email, new Date(t0.getTime() + 1000)), USER_LIFECYCLE_QUEUE);
    // A change of name written before the confirmation, handled after it: the address stays confirmed.
    await deliver(event('user.updated', { userId: ada.userId, email: ada.email, firstName: 'Ada', lastName: 'Lovelace', companyName: null, emailVerified: false }, new Date(t0.getTime() + 500)), USER_LIFECYCLE_QUEUE);
    await deliver(ada.signIn(true), ACCOUNT_MAIL_QUEUE);
    expect((await mailsOf(ada.userId)).map((m) => m.kind)).toEqual(['welcome', 'login-alert']);

    // Moved to a new address: nothing but its confirmation goes there; the address left is told.
    const next = `next-${ada.userId}@example.co.uk`;
    await deliver(ada.moved(next), USER_LIFECYCLE_QUEUE);
    await deliver(ada.changedNotice(ada.email), ACCOUNT_MAIL_QUEUE);
    await deliver(ada.signIn(false, next), ACCOUNT_MAIL_QUEUE);
    const mails = await mailsOf(ada.userId);
    expect(mails.map((m) => [m.kind, m.to_address])).toEqual([
      ['welcome', ada.email],
      ['login-alert', ada.email],
      ['email-changed', ada.email],
    ]);
    expect(mails[2]!.text_body).not.toContain(next);
  });

  it('sends a reset link asked for right after confirming, even before the confirmation itself is handled', async () => {
    const ada = owner();
    const signedUp = new Date(Date.now() - 60_000);
    const confirmedAt = new Date(signedUp.getTime() + 1000);
    await deliver(ada.registered(signedUp), WELCOME_QUEUE);
    // The account-mail queue is ahead of the user-lifecycle queue: the reset says the address is confirmed.
    await deliver(event('password-reset.requested', { userId: ada.userId, email: ada.email, firstName: 'Ada', token: 'R'.repeat(43), validFor: 30, emailVerified: true, emailStateAt: confirmedAt.toISOString() }), ACCOUNT_MAIL_QUEUE);
    expect((await mailsOf(ada.userId)).map((m) => m.kind)).toEqual(['password-reset']);
    // The welcome waits for the confirmation itself.
    await deliver(ada.confirmed(ada.email, confirmedAt), USER_LIFECYCLE_QUEUE);
    expect((await mailsOf(ada.userId)).map((m) => m.kind)).toEqual(['password-reset', 'welcome']);
  });

  it('keeps an address confirmed when a statement read before its confirmation is sent after it', async () => {
    const ada = owner();
    const signedUp = new Date(Date.now() - 60_000);
    const confirmedAt = new Date(signedUp.getTime() + 1000);
    await deliver(ada.registered(signedUp), WELCOME_QUEUE);
    await deliver(event('user.email-verified', { userId: ada.userId, email: ada.email, emailStateAt: confirmedAt.toISOString() }), USER_LIFECYCLE_QUEUE);
    // A sign-in read the account just before the confirmation and wrote its event just after: it
    // says "unconfirmed", as of the sign-up; the confirmation is the newer word.
    await deliver(event('user.new-browser-sign-in', { userId: ada.userId, email: ada.email, firstName: 'Ada', at: new Date().toISOString(), browser: 'Firefox on Windows', emailVerified: false, emailStateAt: signedUp.toISOString() }), ACCOUNT_MAIL_QUEUE);
    expect((await mailsOf(ada.userId)).map((m) => m.kind)).toEqual(['welcome', 'login-alert']);
  });

  it("tells the address left even when the notice is handled before that address's confirmation", async () => {
    const ada = owner();
    const signedUp = new Date(Date.now() - 60_000);
    await deliver(ada.registered(signedUp), WELCOME_QUEUE);
    // Moved to another address before the user-lifecycle queue has handled the confirmation or the move.
    await deliver(
      event('user.email-changed', { userId: ada.userId, previousEmail: ada.email, at: new Date().toISOString(), by: 'owner', previousEmailVerified: true, previousEmailStateAt: new Date(signedUp.getTime() + 1000).toISOString() }),
      ACCOUNT_MAIL_QUEUE,
    );
    expect((await mailsOf(ada.userId)).map((m) => [m.kind, m.to_address])).toEqual([['email-changed', ada.email]]);
  });

  it('records the state a confirmation request carries: a new address is unconfirmed whichever queue is first', async () => {
    const ada = owner();
    const signedUp = new Date(Date.now() - 60_000);
    await deliver(ada.registered(signedUp), WELCOME_QUEUE);
    await deliver(ada.confirmed(ada.email, new Date(signedUp.getTime() + 1000)), USER_LIFECYCLE_QUEUE);
    // Moved away and back: the old address is unconfirmed again, and its confirmation request says so
    // before the profile's own event is handled.
    const back = new Date(signedUp.getTime() + 3000);
    await deliver(event('email-verification.requested', { userId: ada.userId, email: ada.email, token: 'V'.repeat(43), validFor: 48, emailVerified: false, emailStateAt: back.toISOString() }), ACCOUNT_MAIL_QUEUE);
    // A reset link asked of an older accounts service (no state in it) goes as for an unconfirmed address: not at all.
    await deliver(event('password-reset.requested', { userId: ada.userId, email: ada.email, firstName: 'Ada', token: 'R'.repeat(43), validFor: 30 }), ACCOUNT_MAIL_QUEUE);
    expect((await mailsOf(ada.userId)).map((m) => m.kind)).toEqual(['welcome', 'verify-email']);
  });

  it('sends no notice to an address the account left before anyone confirmed it', async () => {
    const ada = owner();
    await deliver(ada.registered(), WELCOME_QUEUE);
    await deliver(ada.moved(`next-${ada.userId}@example.co.uk`), USER_LIFECYCLE_QUEUE);
    await deliver(ada.changedNotice(ada.email), ACCOUNT_MAIL_QUEUE);
    expect(await mailsOf(ada.userId)).toEqual([]);
  });
});
