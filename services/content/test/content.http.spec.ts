import { type BlogPost, type EventEnvelope, INTERNAL_TOKEN_HEADER } from '@comarketing/contracts';
import { InProcessEventBus } from '@comarketing/messaging';
import { eventually } from '@comarketing/messaging/testing';
import { createLogger, type RunningService, startDomainService } from '@comarketing/server-kit';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { contentService } from '../src';

const TOKEN = 'test-internal-token-0123456789';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

// The service as the platform runs it: its own schema migrated on a real database, HTTP with the
// internal token, events through its outbox, the platform's health check and error answers.
describe('content service over HTTP', () => {
  let service: RunningService;
  let bus: InProcessEventBus;
  const events: EventEnvelope[] = [];
  const run = randomUUID().slice(0, 8);
  const call = (method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string) => request(service.url)[method](path).set(INTERNAL_TOKEN_HEADER, TOKEN);
  const create = async (body: Record<string, unknown>): Promise<BlogPost> => (await call('post', '/internal/posts').send(body).expect(201)).body as BlogPost;

  beforeAll(async () => {
    const logger = createLogger({ name: 'content-test', level: 'silent' });
    bus = new InProcessEventBus({ logger, retryDelayMs: 10 });
    await bus.subscribe({ queue: 'test.content-events', routingKeys: ['content.post.*'], handler: async (event) => void events.push(event) });
    service = await startDomainService(contentService, { env: { DATABASE_URL: process.env.DATABASE_URL, INTERNAL_TOKEN: TOKEN, PORT: '0', LOG_LEVEL: 'silent' }, bus, logger });
  });

  afterAll(async () => {
    await service?.close();
    await bus?.close();
  });

  it('answers its health check and refuses a caller without the internal token', async () => {
    const { body } = await call('get', '/health/details').expect(200);
    expect(body).toMatchObject({ status: 'up', components: { database: { status: 'up' }, outbox: { status: 'up' } } });
    await request(service.url).get('/internal/blog/posts').expect(401);
  });

  it('keeps a new post as a draft with a slug from its title, rendered, sanitised and timed', async () => {
    const post = await create({ title: `Pop-up Markets ${run}`, content: '## Plan\n\nTwo stalls.\n<script>alert(1)</script><img src=x onerror=alert(1)>[x](javascript:alert(1))', tags: ['Events'] });
    expect(post).toMatchObject({ status: 'draft', slug: `pop-up-markets-${run}`, publishedAt: null, readingTime: 1 });
    expect(post.content).toContain('<h2>Plan</h2>');
    expect(post.content).not.toMatch(/<script|onerror|href="javascript:/i);
    const again = await create({ title: `Pop-up Markets ${run}` });
    expect(again.slug).toBe(`pop-up-markets-${run}-2`);
    const taken = await call('post', '/internal/posts').send({ title: 'Other', slug: post.slug }).expect(409);
    expect(taken.body.message).toBe('A post with this slug already exists');
  });

  it('gives posts of one title created at the same moment slugs of their own', async () => {
    const posts = await Promise.all([1, 2, 3].map(() => create({ title: `Same Title ${run}` })));
    expect(posts.map((p) => p.slug).sort()).toEqual([`same-title-${run}`, `same-title-${run}-2`, `same-title-${run}-3`]);
  });

  it('publishes once (publishedAt kept), keeps a revision of every save, restores one, and announces what readers must know', async () => {
    const post = await create({ title: `Leaflets ${run}`, content: 'First text.' });
    const published = (await call('put', `/internal/posts/${post.id}`).send({ status: 'published' }).expect(200)).body as BlogPost;
    expect(published.publishedAt).not.toBeNull();
    await call('put', `/internal/posts/${post.id}`).send({ content: 'Second text.', readingTime: 7 }).expect(200);
    const unpublished = (await call('put', `/internal/posts/${post.id}`).send({ status: 'draft' }).expect(200)).body as BlogPost;
    expect(unpublished.publishedAt).toBe(published.publishedAt);
    const revisions = (await call('get', `/internal/posts/${post.id}/revisions`).expect(200)).body as Array<{ id: string; revision: number; content: string }>;
    expect(revisions.map((r) => r.revision)).toEqual([4, 3, 2, 1]);
    const restored = (await call('post', `/internal/posts/${post.id}/revisions/${revisions[3]!.id}/restore`).expect(201)).body as BlogPost;
    expect(restored.content).toBe('<p>First text.</p>');
    expect(restored.readingTime).toBe(1);
    await eventually(() => {
      const mine = events.filter((e) => (e.payload as { postId: string }).postId === post.id).map((e) => e.type);
      return mine.length >= 3 ? mine : undefined;
    }, 5000).then((types) => expect(types).toEqual(['content.post.published', 'content.post.updated', 'content.post.unpublished']));
  });

  it('lists for editors by status, paged, with the total', async () => {
    const draft = await create({ title: `Draft ${run}` });
    const page = (await call('get', '/internal/posts?status=draft&page=1&pageSize=100').expect(200)).body as { posts: BlogPost[]; total: number };
    expect(page.posts.map((p) => p.id)).toContain(draft.id);
    expect(page.posts.every((p) => p.status === 'draft')).toBe(true);
    expect(page.total).toBeGreaterThanOrEqual(page.posts.length);
    await call('get', '/internal/posts?status=nope').expect(400);
  });

  it('shows readers published posts only, related ones by shared tags, and a view once per visitor a day', async () => {
    const a = await create({ title: `Alpha ${run}`, tags: ['Events', 'Budgeting'], status: 'published' });
    const b = await create({ title: `Beta ${run}`, tags: ['Events', 'Budgeting'], status: 'published' });
    const hidden = await create({ title: `Hidden ${run}`, tags: ['Events', 'Budgeting'] });
    const list = (await call('get', '/internal/blog/posts').expect(200)).body as BlogPost[];
    expect(list.map((p) => p.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(list.map((p) => p.id)).not.toContain(hidden.id);
    await call('get', `/internal/blog/posts/by-slug/${hidden.slug}`).expect(404, { message: 'Post not found', error: 'Not Found' });
    const related = (await call('get', `/internal/blog/posts/${a.id}/related`).expect(200)).body as BlogPost[];
    expect(related[0]!.id).toBe(b.id);
    expect(related.map((p) => p.id)).not.toContain(a.id);
    expect(related.length).toBeLessThanOrEqual(3);
    await call('get', `/internal/blog/posts/${hidden.id}/related`).expect(404);
    expect((await call('post', `/internal/blog/posts/${a.id}/views`).send({ visitor: '127.0.0.1 Firefox' }).expect(200)).body).toEqual({ counted: true });
    expect((await call('post', `/internal/blog/posts/${a.id}/views`).send({ visitor: '127.0.0.1 Firefox' }).expect(200)).body).toEqual({ counted: false });
    expect((await call('post', `/internal/blog/posts/${a.id}/views`).send({ visitor: '127.0.0.1 Chrome' }).expect(200)).body).toEqual({ counted: true });
    await call('post', `/internal/blog/posts/${hidden.id}/views`).send({ visitor: 'x' }).expect(404);
    const after = (await call('get', `/internal/blog/posts/by-slug/${a.slug}`).expect(200)).body as BlogPost;
    expect(after.viewCount).toBe(2);
    const tags = (await call('get', '/internal/blog/tags').expect(200)).body as string[];
    expect(tags).toEqual(expect.arrayContaining(['Budgeting', 'Events']));
  });

  it('relates posts by the number of tags they share, then the newest, never the post itself', async () => {
    const [x, y] = [`x-${run}`, `y-${run}`];
    const both = await create({ title: `Shares both ${run}`, tags: [x, y], status: 'published' });
    const one = await create({ title: `Shares one ${run}`, tags: [y], status: 'published' });
    const me = await create({ title: `Me ${run}`, tags: [x, y], status: 'published' });
    await create({ title: `Shares one, a draft ${run}`, tags: [x] });
    const none = await create({ title: `Shares none ${run}`, tags: ['Other'], status: 'published' });
    const related = (await call('get', `/internal/blog/posts/${me.id}/related`).expect(200)).body as BlogPost[];
    expect(related.map((p) => p.id)).toEqual([both.id, one.id, none.id]);
  });

  it('stores images checked by their bytes and serves them back', async () => {
    const stored = (await call('post', '/internal/media').set('content-type', 'application/octet-stream').send(PNG).expect(201)).body as { id: string; url: string };
    expect(stored).toMatchObject({ url: `/api/blog/media/${stored.id}`, contentType: 'image/png', width: 1, height: 1 });
    const back = await call('get', `/internal/media/${stored.id}`).buffer(true).expect(200);
    expect(back.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(back.body as Buffer, PNG)).toBe(0);
    await call('post', '/internal/media').set('content-type', 'application/octet-stream').send(Buffer.from('<html><script>x</script></html>')).expect(422);
  });

  it('deletes a post and announces it', async () => {
    const post = await create({ title: `Gone ${run}`, status: 'published' });
    await call('delete', `/internal/posts/${post.id}`).expect(204);
    await call('get', `/internal/posts/${post.id}`).expect(404);
    const deleted = await eventually(() => events.find((e) => e.type === 'content.post.deleted' && (e.payload as { postId: string }).postId === post.id), 5000);
    expect(deleted.payload).toMatchObject({ slug: post.slug, status: 'deleted' });
  });
});
