import { ADMIN_COMMUNICATION_TEXT, type Communication, communicationPageSchema, communicationSentSchema, type Notification } from '@comarketing/contracts';
import { auditPageSchema } from './support/admin-answers';
import { eventually } from '@comarketing/messaging/testing';
import { type RunningPlatform } from '../src/start-platform';
import { type Agent, signInAdmin, startPlatformWithAdmin } from './support/admin-test-kit';
import { PLATFORM_WAIT_MS, signedInOwner, uniqueEmail } from './support/platform-test-kit';

const ADMIN_PASSWORD = 'a-very-long-admin-password';
const run = Math.random().toString(36).slice(2, 8);

// The communications tab over the whole platform (issue 12, done-when 1: a broadcast reaches every
// user exactly once): chosen users or everyone, real delivery and read figures, the spec's texts.
describe('admin communications', () => {
  let platform: RunningPlatform;
  let admin: Agent;
  const notificationsOf = async (agent: Agent) => (await agent.get('/api/notifications').expect(200)).body as Notification[];
  // A communication goes to the users the notification service knows when it is sent. It learns of
  // a new user from 'user.registered', together with their welcome notification: waiting for that
  // keeps a busy machine from sending before the newest owner is known.
  const knownToNotifications = (agent: Agent) => eventually(async () => ((await notificationsOf(agent)).length > 0 ? true : undefined), PLATFORM_WAIT_MS);
  const sent = async (id: string): Promise<Communication | undefined> => communicationPageSchema.parse((await admin.get('/api/admin/communications').query({ pageSize: 100 }).expect(200)).body).rows.find((c) => c.id === id);

  beforeAll(async () => {
    const email = uniqueEmail('comms-admin');
    platform = await startPlatformWithAdmin(email, ADMIN_PASSWORD);
    ({ agent: admin } = await signInAdmin(platform, email, ADMIN_PASSWORD));
  }, 90_000);

  afterAll(async () => {
    await platform?.stop();
  });

  it('sends to chosen users only, and says how many in the spec’s toast', async () => {
    const [first, second, other] = await Promise.all([signedInOwner(platform), signedInOwner(platform), signedInOwner(platform)]);
    for (const owner of [first, second, other]) await knownToNotifications(owner.agent);
    const title = `Chosen ${run}`;
    const res = communicationSentSchema.parse((await admin.post('/api/admin/notifications').send({ userIds: [first.user.id, second.user.id], title, message: 'Only for you two.', type: 'success' }).expect(201)).body);
    expect(res).toMatchObject({ message: `${ADMIN_COMMUNICATION_TEXT.notificationsSent} (2)`, communication: { audience: 'users', chosen: 2, priority: 'normal' } });

    for (const owner of [first, second]) {
      const mine = await eventually(async () => {
        const found = (await notificationsOf(owner.agent)).filter((n) => n.title === title);
        return found.length ? found : undefined;
      }, PLATFORM_WAIT_MS);
      expect(mine).toEqual([expect.objectContaining({ message: 'Only for you two.', type: 'approval', isRead: false })]);
    }
    await eventually(async () => ((await sent(res.communication.id))?.status === 'delivered' ? true : undefined), PLATFORM_WAIT_MS);
    expect((await notificationsOf(other.agent)).some((n) => n.title === title)).toBe(false);

    // The spec's single-user body.
    const one = communicationSentSchema.parse((await admin.post('/api/admin/notifications').send({ userId: other.user.id, title: `One ${run}`, message: 'Hello.' }).expect(201)).body);
    expect(one.message).toBe(ADMIN_COMMUNICATION_TEXT.notificationSent);
  });

  it('broadcasts to every user exactly once, with real delivery and read figures, on the audit trail', async () => {
    const owners = await Promise.all([signedInOwner(platform), signedInOwner(platform), signedInOwner(platform)]);
    for (const owner of owners) await knownToNotifications(owner.agent);
    const title = `Everyone ${run}`;
    const res = communicationSentSchema.parse((await admin.post('/api/admin/notifications').send({ broadcast: true, title, message: 'Maintenance at 22:00.', type: 'warning', priority: 'high' }).expect(201)).body);
    expect(res.message).toBe(ADMIN_COMMUNICATION_TEXT.broadcastSent);

    const done = await eventually(async () => {
      const now = await sent(res.communication.id);
      return now?.status === 'delivered' ? now : undefined;
    }, PLATFORM_WAIT_MS);
    // The BFF keeps an owner's list for a moment and forgets it when the delivery's event reaches it.
    for (const owner of owners) {
      const theirs = await eventually(async () => {
        const found = (await notificationsOf(owner.agent)).filter((n) => n.title === title);
        return found.length ? found : undefined;
      }, PLATFORM_WAIT_MS);
      expect(theirs).toEqual([expect.objectContaining({ type: 'alert', priority: 'high' })]);
    }
    expect(done.delivered).toBeGreaterThanOrEqual(owners.length);
    expect(done.read).toBe(0);

    const [mine] = (await notificationsOf(owners[0].agent)).filter((n) => n.title === title);
    await owners[0].agent.put(`/api/notifications/${mine.id}/read`).expect(200);
    expect((await sent(res.communication.id))?.read).toBe(1);

    const audit = auditPageSchema.parse((await admin.get('/api/admin/audit').query({ action: 'communication.broadcast', search: title }).expect(200)).body);
    expect(audit.rows).toEqual([expect.objectContaining({ outcome: 'done', target: expect.objectContaining({ type: 'communication', label: title }) })]);
  });

  it('refuses what the spec refuses, with its texts', async () => {
    expect((await admin.post('/api/admin/notifications').send({ broadcast: true, title: ' ', message: 'x' }).expect(400)).body.message).toBe(ADMIN_COMMUNICATION_TEXT.titleAndMessageRequired);
    expect((await admin.post('/api/admin/notifications').send({ title: 'x', message: 'y' }).expect(400)).body.message).toBe(ADMIN_COMMUNICATION_TEXT.noUsersSelected);
    await admin.post('/api/admin/notifications').send({ broadcast: true, title: 'x', message: 'y', type: 'shout' }).expect(400);
  });
});
