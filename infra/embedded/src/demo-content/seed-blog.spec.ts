import { INTERNAL_TOKEN_HEADER } from '@comarketing/contracts';
import { createLogger } from '@comarketing/server-kit';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedDemoBlog } from './seed-blog';

const TOKEN = 'seed-blog-test-token';
const IMAGE = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);

interface Received {
  method: string;
  url: string;
  token: string | undefined;
  type: string | undefined;
  body: Buffer;
}

/** A stand-in for the content service's internal API: what it was sent, and answers set per test. */
class FakeContentService {
  readonly received: Received[] = [];
  /** Slugs that exist, listed newest first in pages as the service does. */
  existing: string[] = [];
  createStatus = 201;
  private server!: Server;

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const header = (name: string) => req.headers[name] as string | undefined;
    this.received.push({ method: req.method!, url: req.url!, token: header(INTERNAL_TOKEN_HEADER), type: header('content-type'), body });
    const url = new URL(req.url!, 'http://fake');
    const send = (status: number, answer: unknown): void => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    };
    if (req.method === 'GET' && url.pathname === '/internal/posts') {
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('pageSize'));
      const posts = this.existing.slice((page - 1) * size, page * size).map((slug) => ({ slug }));
      return send(200, { posts, total: this.existing.length, page, pageSize: size });
    }
    if (req.method === 'POST' && url.pathname === '/internal/media') {
      const id = randomUUID();
      return send(201, { id, url: `/api/blog/media/${id}`, contentType: 'image/jpeg', width: 1, height: 1 });
    }
    if (req.method === 'POST' && url.pathname === '/internal/posts') {
      if (this.createStatus !== 201) return send(this.createStatus, { message: 'refused', error: 'Refused' });
      const input = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
      const now = new Date().toISOString();
      return send(201, {
        id: randomUUID(),
        excerpt: '',
        featuredImage: null,
        seoTitle: null,
        seoDescription: null,
        ...input,
        content: '<p>x</p>',
        publishedAt: now,
        createdAt: now,
        updatedAt: now,
        readingTime: 1,
        wordCount: 1,
        viewCount: 0,
      });
    }
    send(404, { message: 'Not found' });
  }
}

function writeArticle(dir: string, slug: string): void {
  writeFileSync(join(dir, 'images', `${slug}.jpg`), IMAGE);
  writeFileSync(
    join(dir, `${slug}.md`),
    [
      '---',
      `title: "Article: ${slug}"`,
      `slug: ${slug}`,
      'excerpt: An excerpt.',
      'tags: [Events, Budgeting]',
      'seoTitle: An SEO title',
      'seoDescription: An SEO description.',
      `image: ${slug}.jpg`,
      'imageAlt: An image',
      `publishedAt: 2026-01-0${slug === 'older' ? 1 : 2}`,
      '---',
      `## ${slug}`,
      '',
      'The body.',
    ].join('\n'),
  );
}

describe('seeding the demo articles', () => {
  const fake = new FakeContentService();
  let dir: string;
  let contentUrl: string;
  const seed = () => seedDemoBlog({ contentUrl, internalToken: TOKEN, logger: createLogger({ name: 'seed', level: 'silent' }), dir });
  const created = () => fake.received.filter((r) => r.method === 'POST' && r.url === '/internal/posts').map((r) => JSON.parse(r.body.toString('utf8')) as Record<string, unknown>);

  beforeAll(async () => {
    contentUrl = await fake.start();
    dir = mkdtempSync(join(tmpdir(), 'seed-blog-'));
    mkdirSync(join(dir, 'images'));
    writeArticle(dir, 'older');
    writeArticle(dir, 'newer');
  });

  afterAll(async () => {
    await fake.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  beforeEach(() => {
    fake.received.length = 0;
    fake.existing = [];
    fake.createStatus = 201;
  });

  it('stores each image as bytes, then publishes each article oldest first with its image, all with the internal token', async () => {
    await expect(seed()).resolves.toEqual({ published: 2, existing: 0 });
    const media = fake.received.filter((r) => r.url === '/internal/media');
    expect(media.map((r) => Buffer.compare(r.body, IMAGE))).toEqual([0, 0]);
    expect(fake.received.every((r) => r.token === TOKEN)).toBe(true);
    expect(created()).toEqual([
      expect.objectContaining({ slug: 'older', title: 'Article: older', status: 'published', tags: ['Events', 'Budgeting'], seoTitle: 'An SEO title', featuredImage: expect.stringMatching(/^\/api\/blog\/media\//) }),
      expect.objectContaining({ slug: 'newer', content: '## newer\n\nThe body.' }),
    ]);
  });

  it('leaves an article whose slug exists as it is, even when it is listed past the first page', async () => {
    fake.existing = [...Array.from({ length: 150 }, (_, i) => `someone-elses-${i}`), 'older'];
    await expect(seed()).resolves.toEqual({ published: 1, existing: 1 });
    expect(created().map((post) => post.slug)).toEqual(['newer']);
    expect(fake.received.filter((r) => r.url.startsWith('/internal/posts?')).map((r) => r.url)).toEqual(['/internal/posts?page=1&pageSize=100', '/internal/posts?page=2&pageSize=100']);
  });

  it('counts an article another start created in the meantime (409) as existing', async () => {
    fake.createStatus = 409;
    await expect(seed()).resolves.toEqual({ published: 0, existing: 2 });
  });

  it('stops, naming the article, when the service refuses it', async () => {
    fake.createStatus = 400;
    await expect(seed()).rejects.toThrow(/Demo content: publishing older answered 400/);
  });
});
