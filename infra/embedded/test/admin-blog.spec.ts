import { blogEditorPostSchema, blogImageTooLargeMessage, blogPostRevisionSchema, blogPostSchema } from '@comarketing/contracts';
import { adminBlogPageSchema, auditPageSchema } from './support/admin-answers';
import { eventually } from '@comarketing/messaging/testing';
import { JSDOM } from 'jsdom';
import request from 'supertest';
import { z } from 'zod';
import { type RunningPlatform } from '../src/start-platform';
import { type Agent, signInAdmin, startPlatformWithAdmin } from './support/admin-test-kit';
import { activeParts } from './support/html-checks';
import { PLATFORM_WAIT_MS, TINY_PNG, uniqueEmail } from './support/platform-test-kit';

const ADMIN_PASSWORD = 'a-very-long-admin-password';
const run = Math.random().toString(36).slice(2, 8);

// The admin panel's blog tab over the whole platform (issue 12, done-when 1, the blog's part): a
// draft is not public, publishing makes it public (its page, the sitemap, the feed), archiving
// takes it away; a hostile post is sanitised; preview, history and restore; all on the audit trail.
describe('admin blog editor', () => {
  let platform: RunningPlatform;
  let admin: Agent;
  const visitor = () => request(platform.url);
  const save = (body: object) => admin.post('/api/admin/blog/posts').send(body);
  const sitemap = async () => (await visitor().get('/sitemap.xml').expect(200)).text;
  const feed = async () => (await visitor().get('/blog/rss.xml').expect(200)).text;
  /** Waits for a change readers see later (pages are cached and told of changes by events). */
  const until = (check: () => Promise<unknown>) => eventually(async () => (await check(), true), PLATFORM_WAIT_MS);
  const auditOf = async (action: string, search: string) => auditPageSchema.parse((await admin.get('/api/admin/audit').query({ action, search }).expect(200)).body).rows;

  beforeAll(async () => {
    const email = uniqueEmail('blog-admin');
    platform = await startPlatformWithAdmin(email, ADMIN_PASSWORD);
    ({ agent: admin } = await signInAdmin(platform, email, ADMIN_PASSWORD));
  }, 90_000);

  afterAll(async () => {
    await platform?.stop();
  });

  it('keeps a draft private, publishes it to its page, the sitemap and the feed, and archiving takes it away', async () => {
    const title = `Window swaps on the high street ${run}`;
    const draft = blogPostSchema.parse((await save({ title, excerpt: 'Two shops, one window each.', content: '## Why\n\nA swap doubles footfall.', tags: ['Retail', 'Footfall'] }).expect(201)).body);
    // New posts start as drafts (the spec), with a slug made from the title.
    expect(draft).toMatchObject({ status: 'draft', slug: `window-swaps-on-the-high-street-${run}`, publishedAt: null });
    await visitor().get(`/api/blog/posts/${draft.slug}`).expect(404);
    await visitor().get(`/blog/${draft.slug}`).expect(404);
    expect(await sitemap()).not.toContain(draft.slug);

    const listed = adminBlogPageSchema.parse((await admin.get('/api/admin/blog/posts').query({ filter: 'draft', search: run }).expect(200)).body);
    expect(listed).toMatchObject({ total: 1, rows: [{ id: draft.id, status: 'draft', source: '## Why\n\nA swap doubles footfall.' }] });

    const published = blogPostSchema.parse((await admin.put(`/api/admin/blog/posts/${draft.id}`).send({ status: 'published' }).expect(200)).body);
    expect(published.publishedAt).not.toBeNull();
    // Readers' pages are cached and told of the change by an event: it shows within the wait.
    await until(async () => expect((await visitor().get(`/blog/${draft.slug}`)).status).toBe(200));
    const page = (await visitor().get(`/blog/${draft.slug}`).expect(200)).text;
    expect(new JSDOM(page).window.document.querySelector('h1')?.textContent).toBe(title);
    await until(async () => expect(await sitemap()).toContain(`/blog/${draft.slug}`));
    expect(await feed()).toContain(title);

    await admin.put(`/api/admin/blog/posts/${draft.id}`).send({ status: 'archived' }).expect(200);
    await until(async () => expect((await visitor().get(`/blog/${draft.slug}`)).status).toBe(404));
    await until(async () => expect(await sitemap()).not.toContain(draft.slug));
    expect(await feed()).not.toContain(title);

    for (const action of ['post.created', 'post.published', 'post.archived']) {
      expect(await auditOf(action, title)).toEqual([expect.objectContaining({ outcome: 'done', target: expect.objectContaining({ type: 'post', label: title }) })]);
    }
  });

  it('sanitises a hostile post on save and in the preview, which saves nothing', async () => {
    const title = `Hostile ${run}`;
    const content = '## Hello\n\n<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[click](javascript:alert(1)) <iframe src="https://evil.example"></iframe> <b style="color:red" onclick="x()">bold</b>';
    const preview = z.object({ html: z.string(), post: blogPostSchema }).parse((await admin.post('/api/admin/blog/preview').send({ title, content, excerpt: 'Preview only.' }).expect(200)).body);
    const article = new JSDOM(preview.html).window.document;
    // The article as readers get it, with the styles, and nothing that runs.
    expect(article.querySelector('h1')?.textContent).toBe(title);
    expect(article.querySelectorAll('script, noscript')).toHaveLength(0);
    expect(article.querySelector('link[rel="stylesheet"]')).not.toBeNull();
    expect(article.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/);
    expect(activeParts(preview.post.content)).toEqual([]);
    expect(preview.post.content).toContain('<b>bold</b>');
    expect(adminBlogPageSchema.parse((await admin.get('/api/admin/blog/posts').query({ search: title }).expect(200)).body).total).toBe(0);

    const saved = blogPostSchema.parse((await save({ title, content, excerpt: 'Saved.', status: 'published' }).expect(201)).body);
    expect(activeParts(saved.content)).toEqual([]);
    expect(saved.content).toBe(preview.post.content);
    await until(async () => expect((await visitor().get(`/api/blog/posts/${saved.slug}`)).status).toBe(200));
    expect(activeParts(blogPostSchema.parse((await visitor().get(`/api/blog/posts/${saved.slug}`).expect(200)).body).content)).toEqual([]);
  });

  it('keeps every save in the history and restores an earlier one as a save of its own', async () => {
    const created = blogPostSchema.parse((await save({ title: `History ${run}`, content: 'First words.' }).expect(201)).body);
    await admin.put(`/api/admin/blog/posts/${created.id}`).send({ content: 'Second words.' }).expect(200);
    const revisions = z.array(blogPostRevisionSchema).parse((await admin.get(`/api/admin/blog/posts/${created.id}/revisions`).expect(200)).body);
    expect(revisions.map((r) => r.content)).toEqual(expect.arrayContaining(['First words.', 'Second words.']));
    const first = revisions.find((r) => r.content === 'First words.')!;

    await admin.post(`/api/admin/blog/posts/${created.id}/revisions/${first.id}/restore`).expect(200);
    expect(blogEditorPostSchema.parse((await admin.get(`/api/admin/blog/posts/${created.id}`).expect(200)).body).source).toBe('First words.');
    expect((await admin.get(`/api/admin/blog/posts/${created.id}/revisions`).expect(200)).body).toHaveLength(3);
    expect(await auditOf('post.restored', `History ${run}`)).toHaveLength(1);
  });

  it('refuses a taken slug and bad input with the reason, and deletes a post with a record of it', async () => {
    const first = blogPostSchema.parse((await save({ title: `Slugged ${run}`, slug: `slugged-${run}` }).expect(201)).body);
    expect((await save({ title: 'Another', slug: `slugged-${run}` }).expect(409)).body.message).toBe('A post with this slug already exists');
    expect((await save({ title: '' }).expect(400)).body.message).toBe('Title is required');
    await save({ title: 'Bad slug', slug: 'Not A Slug!' }).expect(400);
    await admin.put(`/api/admin/blog/posts/${first.id}`).send({ status: 'gone' }).expect(400);

    expect((await admin.delete(`/api/admin/blog/posts/${first.id}`).expect(200)).body).toEqual({ success: true });
    await admin.get(`/api/admin/blog/posts/${first.id}`).expect(404);
    await admin.delete(`/api/admin/blog/posts/${first.id}`).expect(404);
    expect(await auditOf('post.deleted', `Slugged ${run}`)).toEqual([expect.objectContaining({ outcome: 'done' })]);
  });

  it('stores an image for a post checked by its bytes, served with nosniff; anything else is refused', async () => {
    const stored = (await admin.post('/api/admin/blog/media').set('content-type', 'image/png').send(TINY_PNG).expect(201)).body as { url: string; width: number };
    expect(stored).toMatchObject({ url: expect.stringMatching(/^\/api\/blog\/media\//), width: 1 });
    await visitor().get(stored.url).expect(200).expect('content-type', 'image/png').expect('x-content-type-options', 'nosniff');

    const refused = await admin.post('/api/admin/blog/media').set('content-type', 'image/png').send(Buffer.from('<svg onload="alert(1)"></svg>'));
    expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 422, message: 'Only JPEG, PNG, WebP or GIF images can be stored' });
  });

  // An image over CONTENT_MEDIA_MAX_MB (2 MB here) answered 503: the content service refused it
  // before reading it all, and the BFF, still sending, took the closed connection for an outage.
  it('refuses an image over the limit with 413 and the limit, whatever its size, and stores one at the limit', async () => {
    const MB = 1024 * 1024;
    const png = (size: number) => Buffer.concat([TINY_PNG, Buffer.alloc(size - TINY_PNG.length)]);
    await admin.post('/api/admin/blog/media').set('content-type', 'image/png').send(png(2 * MB)).expect(201);
    for (const size of [2 * MB + 1, 3 * MB, 10 * MB, 10 * MB + 1, 25 * MB]) {
      const res = await admin.post('/api/admin/blog/media').set('content-type', 'image/png').send(png(size));
      expect({ size, status: res.status, message: res.body.message }).toEqual({ size, status: 413, message: blogImageTooLargeMessage(2 * MB) });
    }
  });
});
