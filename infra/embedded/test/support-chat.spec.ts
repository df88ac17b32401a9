import { conversationSchema, conversationThreadSchema, LIVE_EVENT_TYPES, messageSchema, pageOf, STAFF_EVENTS_PATH, SUPPORT_CHAT_TEXT, supportConversationSchema } from '@comarketing/contracts';
import { eventually } from '@comarketing/messaging/testing';
import { get, type IncomingMessage } from 'node:http';
import request from 'supertest';
import { z } from 'zod';
import { type RunningPlatform } from '../src/start-platform';
import { type Agent, signInAdmin, startPlatformWithAdmin } from './support/admin-test-kit';
import { PLATFORM_WAIT_MS, signedInOwner, uniqueEmail } from './support/platform-test-kit';

const ADMIN_PASSWORD = 'a-very-long-admin-password';

interface Stream {
  text(): string;
  close(): void;
}

// Issue 12: 'Live Support' opens a real conversation with the team for a signed-in owner; staff
// see each line on their live stream, answer, and close; the owner sees the answer on theirs. (The
// stream's hint is what makes "within a second" true; how long it takes is for a bench, not here.)
describe('the support chat', () => {
  let platform: RunningPlatform;
  let admin: Agent;
  let adminCookie: string;
  const streams: Stream[] = [];

  beforeAll(async () => {
    const email = uniqueEmail('support-admin');
    platform = await startPlatformWithAdmin(email, ADMIN_PASSWORD);
    const signedIn = await signInAdmin(platform, email, ADMIN_PASSWORD);
    admin = signedIn.agent;
    adminCookie = ([] as string[]).concat(signedIn.res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
  }, 90_000);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await platform?.stop();
  });

  /** Opens a server-sent-event stream with these cookies; resolves once it has started. */
  function open(path: string, cookie: string): Promise<Stream> {
    return new Promise((resolve, reject) => {
      const req = get(`${platform.url}${path}`, { headers: { cookie, accept: 'text/event-stream' } }, (res: IncomingMessage) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        const stream = { text: () => text, close: () => req.destroy() };
        streams.push(stream);
        if (res.statusCode !== 200) reject(new Error(`GET ${path} answered ${res.statusCode}`));
        else res.once('data', () => resolve(stream));
      });
      req.on('error', reject);
    });
  }

  /** Resolves when the stream has carried `needle`, failing with what it last held. */
  const carried = (stream: Stream, needle: string, withinMs: number) =>
    eventually(async () => {
      if (!stream.text().includes(needle)) throw new Error(`not on the stream yet; it holds: ${JSON.stringify(stream.text())}`);
      return true;
    }, withinMs);

  const latestOf = async (agent: Agent) => supportConversationSchema.parse((await agent.get('/api/support/conversation').expect(200)).body).conversation;

  it('refuses a visitor: the page offers sign-in or e-mail instead', async () => {
    await request(platform.url).get('/api/support/conversation').expect(401);
    await request(platform.url).post('/api/support/conversation').set('origin', platform.url).expect(401);
    await request(platform.url).get(STAFF_EVENTS_PATH).expect(401);
  });

  it('an owner opens a chat, staff see each line live, answer it live and close it; the next line starts a new one', async () => {
    const owner = await signedInOwner(platform);
    const other = await signedInOwner(platform);
    expect(await latestOf(owner.agent)).toBeNull();
    const staffStream = await open(STAFF_EVENTS_PATH, adminCookie);
    const ownerStream = await open('/api/events', owner.cookie);

    // Two tabs pressing Live Support at once end up in one conversation.
    const [a, b] = await Promise.all([owner.agent.post('/api/support/conversation').expect(201), owner.agent.post('/api/support/conversation').expect(201)]);
    const opened = conversationThreadSchema.parse(a.body);
    expect(conversationThreadSchema.parse(b.body).id).toBe(opened.id);
    expect(opened).toMatchObject({ kind: 'support', status: 'open', subject: SUPPORT_CHAT_TEXT.subject, entries: [], owner: { userId: owner.user.id, email: null } });
    await carried(staffStream, opened.id, PLATFORM_WAIT_MS);

    // The owner writes: staff's stream has it within a second, and their list shows it unread.
    const written = conversationThreadSchema.parse((await owner.agent.post('/api/support/conversation/messages').send({ body: 'My campaign will not start' }).expect(201)).body);
    expect(written.entries.map((e) => [e.author, e.body])).toEqual([['owner', 'My campaign will not start']]);
    await carried(staffStream, `event: ${LIVE_EVENT_TYPES.conversation}\ndata: {"conversationId":"${opened.id}"}`, PLATFORM_WAIT_MS);
    const open_ = pageOf(conversationSchema).parse((await admin.get('/api/admin/conversations').query({ status: 'open' }).expect(200)).body);
    expect(open_.rows.find((c) => c.id === opened.id)).toMatchObject({ kind: 'support', staffUnread: 1, owner: { userId: owner.user.id, email: owner.email } });

    // Another owner has their own (none), and cannot write into this one.
    expect(await latestOf(other.agent)).toBeNull();

    // Staff answer: the owner's stream hints within a second, and the chat shows the team's line.
    await admin.post(`/api/admin/conversations/${opened.id}/replies`).send({ body: 'Looking now: your partner has not confirmed yet.' }).expect(201);
    await carried(ownerStream, `event: ${LIVE_EVENT_TYPES.message}`, PLATFORM_WAIT_MS);
    const chat = (await latestOf(owner.agent))!;
    expect(chat.entries.map((e) => [e.author, e.authorName, e.body])).toEqual([
      ['owner', expect.any(String), 'My campaign will not start'],
      ['staff', 'Co-Marketing Hub team', 'Looking now: your partner has not confirmed yet.'],
    ]);
    const messages = z.array(messageSchema).parse((await owner.agent.get('/api/messages').expect(200)).body);
    expect(messages).toEqual([expect.objectContaining({ fromType: 'support', threadId: opened.id, content: 'Looking now: your partner has not confirmed yet.' })]);

    // Closed by staff: the owner's stream hints and the chat says so; their next line starts a new conversation.
    await admin.put(`/api/admin/conversations/${opened.id}/status`).send({ status: 'closed' }).expect(200);
    await carried(ownerStream, `event: ${LIVE_EVENT_TYPES.conversation}\ndata: {"conversationId":"${opened.id}"}`, PLATFORM_WAIT_MS);
    expect((await latestOf(owner.agent))!.status).toBe('closed');
    const next = conversationThreadSchema.parse((await owner.agent.post('/api/support/conversation/messages').send({ body: 'One more thing' }).expect(201)).body);
    expect(next.id).not.toBe(opened.id);
    expect(next.entries).toHaveLength(1);

    // The owner's data export carries both conversations.
    const exported = (await owner.agent.get('/api/auth/export-data').expect(200)).body as { conversations: { id: string }[] };
    expect(exported.conversations.map((c) => c.id)).toEqual([opened.id, next.id]);
  });

  it('refuses an empty or oversized line with a message', async () => {
    const owner = await signedInOwner(platform);
    expect((await owner.agent.post('/api/support/conversation/messages').send({ body: '   ' }).expect(400)).body.message).toBe('Please write a reply first.');
    await owner.agent.post('/api/support/conversation/messages').send({ body: 'x'.repeat(5001) }).expect(400);
    await owner.agent.post('/api/support/conversation/messages').send('not json').expect(400);
  });
});
