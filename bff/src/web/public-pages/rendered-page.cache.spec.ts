import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type PageRender, pageAddress, type RenderedPage, RenderedPageCache, renderedPage } from './rendered-page.cache';

const text = (page: RenderedPage) => page.bodies.identity.toString();

describe('RenderedPageCache', () => {
  let now: number;
  let cache: RenderedPageCache;
  let renders: string[];
  const render =
    (html: string, keep = true) =>
    async (): Promise<PageRender> => {
      renders.push(html);
      return { page: await renderedPage(200, html, true), keep };
    };

  beforeEach(() => {
    now = 0;
    renders = [];
    cache = new RenderedPageCache(() => now);
  });

  it('renders a page once and serves it again under the same stamp, for a minute', async () => {
    expect(text(await cache.get('/blog', 's1', render('first')))).toBe('first');
    expect(text(await cache.get('/blog', 's1', render('second')))).toBe('first');
    now += 59_999;
    expect(text(await cache.get('/blog', 's1', render('second')))).toBe('first');
    now += 1;
    expect(text(await cache.get('/blog', 's1', render('third')))).toBe('third');
    expect(renders).toEqual(['first', 'third']);
  });

  it('renders afresh once the stamp changes (a post published, a rebuild)', async () => {
    await cache.get('/blog', 's1', render('before'));
    expect(text(await cache.get('/blog', 's2', render('after')))).toBe('after');
    expect(text(await cache.get('/blog', 's2', render('again')))).toBe('after');
  });

  it('keeps each address apart, query included', async () => {
    await cache.get('/blog', 's', render('all'));
    expect(text(await cache.get('/blog?tag=Events', 's', render('events')))).toBe('events');
    expect(text(await cache.get('/blog', 's', render('x')))).toBe('all');
  });

  it('shares one render among parallel first visits', async () => {
    let finish!: (value: PageRender) => void;
    const slow = jest.fn(() => new Promise<PageRender>((resolve) => (finish = resolve)));
    const visits = Array.from({ length: 20 }, () => cache.get('/', 's', slow));
    finish({ page: await renderedPage(200, 'home', true), keep: true });
    expect((await Promise.all(visits)).map(text)).toEqual(Array(20).fill('home'));
    expect(slow).toHaveBeenCalledTimes(1);
  });

  it('does not keep a page it was told not to (rendered without its data), nor a failed render', async () => {
    await cache.get('/blog', 's', render('degraded', false));
    expect(text(await cache.get('/blog', 's', render('whole')))).toBe('whole');
    await expect(cache.get('/x', 's', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(text(await cache.get('/x', 's', render('after the failure')))).toBe('after the failure');
  });

  it('forgets the least recently served page beyond 300', async () => {
    for (let i = 0; i < 300; i++) await cache.get(`/p${i}`, 's', render(`p${i}`));
    await cache.get('/p0', 's', render('not again'));
    await cache.get('/p300', 's', render('p300'));
    expect(text(await cache.get('/p0', 's', render('p0 again')))).toBe('p0');
    expect(text(await cache.get('/p1', 's', render('p1 again')))).toBe('p1 again');
  });

  it('gives each page a validator of its bytes, and its Brotli and gzip copies', async () => {
    const page = await renderedPage(200, '<p>a</p>'.repeat(100), true);
    expect(page.etag).toMatch(/^[A-Za-z0-9_-]{27}$/);
    expect(page.etag).toBe((await renderedPage(404, '<p>a</p>'.repeat(100), true)).etag);
    expect(page.etag).not.toBe((await renderedPage(200, 'b', true)).etag);
    expect(brotliDecompressSync(page.bodies.br!).toString()).toBe('<p>a</p>'.repeat(100));
    expect(gunzipSync(page.bodies.gzip!).toString()).toBe('<p>a</p>'.repeat(100));
    expect(page.bodies.br!.length).toBeLessThan(page.bodies.identity.length);
    expect((await renderedPage(404, 'not kept', false)).bodies).toEqual({ identity: Buffer.from('not kept') });
  });

  it('keeps an address under its path and query, without the tracking parameters of a shared link', () => {
    expect(pageAddress('/blog/a-post?utm_source=x&utm_medium=y&fbclid=1&gclid=2')).toBe('/blog/a-post');
    expect(pageAddress('/blog?tag=Events&utm_campaign=spring')).toBe('/blog?tag=Events');
    expect(pageAddress('/')).toBe('/');
    expect(pageAddress('//blog/x?utm_source=y')).toBe('//blog/x');
  });
});
