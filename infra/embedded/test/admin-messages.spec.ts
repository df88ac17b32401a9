import { CONVERSATION_TEXT, conversationThreadSchema, messageSchema, pageOf, conversationSchema } from '@comarketing/contracts';
import { auditPageSchema } from './support/admin-answers';
import { eventually } from '@comarketing/messaging/testing';
import { z } from 'zod';
import { type RunningPlatform } from '../src/start-platform';
import { type Agent, signInAdmin, startPlatformWithAdmin } from './support/admin-test-kit';
import { PLATFORM_WAIT_MS, signedInOwner, uniqueEmail } from './support/platform-test-kit';

const ADMIN_PASSWORD = 'a-very-long-admin-password';
const run = Math.random().toString(36).slice(2, 8);

// Issue 12, done-when 1: an admin message reaches an owner's Messages tab and the owner's reply
// reaches the admin's thread; the thread is the owner's alone.
describe('admin messages and conversations', () => {
  let platform: RunningPlatform;
  let admin: Agent;
  const messagesOf = async (agent: Agent) => z.array(messageSchema).parse((await agent.get('/api/messages').expect(200)).body);

  beforeAll(async () => {
    const email = uniqueEmail('messages-admin');
    platform = await startPlatformWithAdmin(email, ADMIN_PASSWORD);
    ({ agent: admin } = await signInAdmin(platform, email, ADMIN_PASSWORD));
  }, 90_000);

  afterAll(async () => {
    await platform?.stop();
  });

  it("delivers a staff message to the owner's Messages tab, and the owner's reply to the staff's thread, both ways", async () => {
    const owner = await signedInOwner(platform);
    const other = await signedInOwner(platform);
    const subject = `Your profile ${run}`;
    const started = conversationThreadSchema.parse((await admin.post('/api/admin/messages').send({ userId: owner.user.id, subject, body: 'Please add a photo to your profile.', priority: 'high' }).expect(201)).body);
    expect(started).toMatchObject({ kind: 'message', status: 'open', subject, owner: { userId: owner.user.id, email: owner.email }, entries: [{ author: 'staff', body: 'Please add a photo to your profile.' }] });

    const [message] = await messagesOf(owner.agent);
    expect(message).toMatchObject({ subject, fromType: 'admin', fromName: CONVERSATION_TEXT.teamName, priority: 'high', isRead: false, threadId: started.id });
    expect((await owner.agent.get('/api/messages/unread-count').expect(200)).body).toEqual({ count: 1 });

    // The owner opens the thread and answers; another owner cannot see or answer it.
    await other.agent.get(`/api/messages/${message.id}/thread`).expect(404);
    await other.agent.post(`/api/messages/${message.id}/replies`).send({ body: 'Not mine' }).expect(404);
    expect((await owner.agent.post(`/api/messages/${message.id}/replies`).send({ body: ' ' }).expect(400)).body.message).toBe(CONVERSATION_TEXT.replyRequired);
    const answered = conversationThreadSchema.parse((await owner.agent.post(`/api/messages/${message.id}/replies`).send({ body: 'Done, thank you!' }).expect(201)).body);
    expect(answered.entries.map((e) => [e.author, e.body])).toEqual([
      ['staff', 'Please add a photo to your profile.'],
      ['owner', 'Done, thank you!'],
    ]);
    expect(answered.owner.email).toBeNull();

    // Staff see it waiting, unread, and answer; the answer is a new message for the owner, live.
    const open = pageOf(conversationSchema).parse((await admin.get('/api/admin/conversations').query({ status: 'open' }).expect(200)).body);
    expect(open.rows.find((c) => c.id === started.id)).toMatchObject({ staffUnread: 1 });
    expect(conversationThreadSchema.parse((await admin.get(`/api/admin/conversations/${started.id}`).expect(200)).body).staffUnread).toBe(0);
    await admin.post(`/api/admin/conversations/${started.id}/replies`).send({ body: 'Lovely, it looks great.' }).expect(201);
    const latest = await eventually(async () => {
      const messages = await messagesOf(owner.agent);
      return messages.length === 2 ? messages : undefined;
    }, PLATFORM_WAIT_MS);
    expect(latest.map((m) => m.subject)).toContain(`Re: ${subject}`);

    // Closed by staff, reopened by the owner's next answer (they are waiting again).
    expect(conversationThreadSchema.parse((await admin.put(`/api/admin/conversations/${started.id}/status`).send({ status: 'closed' }).expect(200)).body).status).toBe('closed');
    await owner.agent.post(`/api/messages/${message.id}/replies`).send({ body: 'One more question.' }).expect(201);
    expect(conversationThreadSchema.parse((await admin.get(`/api/admin/conversations/${started.id}`).expect(200)).body).status).toBe('open');

    for (const action of ['message.sent', 'message.replied', 'conversation.closed']) {
      const entries = auditPageSchema.parse((await admin.get('/api/admin/audit').query({ action, search: subject }).expect(200)).body).rows;
      expect(entries).toEqual([expect.objectContaining({ outcome: 'done', target: expect.objectContaining({ type: 'conversation' }) })]);
    }
  });

  it('refuses an empty subject or message, and an unknown conversation', async () => {
    const owner = await signedInOwner(platform);
    expect((await admin.post('/api/admin/messages').send({ userId: owner.user.id, subject: '', body: 'x' }).expect(400)).body.message).toBe(CONVERSATION_TEXT.subjectRequired);
    expect((await admin.post('/api/admin/messages').send({ userId: owner.user.id, subject: 'x', body: '' }).expect(400)).body.message).toBe(CONVERSATION_TEXT.bodyRequired);
    await admin.get('/api/admin/conversations/00000000-0000-4000-8000-000000000000').expect(404);
    await admin.post('/api/admin/conversations/00000000-0000-4000-8000-000000000000/replies').send({ body: 'x' }).expect(404);
  });
});
