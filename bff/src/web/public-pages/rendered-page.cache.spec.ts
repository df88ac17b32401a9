import { type PageRender, RenderedPageCache, renderedPage } from './rendered-page.cache';

describe('RenderedPageCache', () => {
  let now: number;
  let cache: RenderedPageCache;
  let renders: string[];
  const render =
    (html: string, keep = true) =>
    async (): Promise<PageRender> => {
      renders.push(html);
      return { page: renderedPage(200, html), keep };
    };

  beforeEach(() => {
    now = 0;
    renders = [];
    cache = new RenderedPageCache(() => now);
  });

  it('renders a page once and serves it again under the same stamp, for a minute', async () => {
    expect((await cache.get('/blog', 's1', render('first'))).html).toBe('first');
    expect((await cache.get('/blog', 's1', render('second'))).html).toBe('first');
    now += 59_999;
    expect((await cache.get('/blog', 's1', render('second'))).html).toBe('first');
    now += 1;
    expect((await cache.get('/blog', 's1', render('third'))).html).toBe('third');
    expect(renders).toEqual(['first', 'third']);
  });

  it('renders afresh once the stamp changes (a post published, a rebuild)', async () => {
    await cache.get('/blog', 's1', render('before'));
    expect((await cache.get('/blog', 's2', render('after'))).html).toBe('after');
    expect((await cache.get('/blog', 's2', render('again'))).html).toBe('after');
  });

  it('keeps each address apart, query included', async () => {
    await cache.get('/blog', 's', render('all'));
    expect((await cache.get('/blog?tag=Events', 's', render('events'))).html).toBe('events');
    expect((await cache.get('/blog', 's', render('x'))).html).toBe('all');
  });

  it('shares one render among parallel first visits', async () => {
    let finish!: (value: PageRender) => void;
    const slow = jest.fn(() => new Promise<PageRender>((resolve) => (finish = resolve)));
    const visits = Array.from({ length: 20 }, () => cache.get('/', 's', slow));
    finish({ page: renderedPage(200, 'home'), keep: true });
    expect((await Promise.all(visits)).map((p) => p.html)).toEqual(Array(20).fill('home'));
    expect(slow).toHaveBeenCalledTimes(1);
  });

  it('does not keep a page it was told not to (rendered without its data), nor a failed render', async () => {
    await cache.get('/blog', 's', render('degraded', false));
    expect((await cache.get('/blog', 's', render('whole'))).html).toBe('whole');
    await expect(cache.get('/x', 's', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect((await cache.get('/x', 's', render('after the failure'))).html).toBe('after the failure');
  });

  it('forgets the least recently served page beyond 300', async () => {
    for (let i = 0; i < 300; i++) await cache.get(`/p${i}`, 's', render(`p${i}`));
    await cache.get('/p0', 's', render('not again'));
    await cache.get('/p300', 's', render('p300'));
    expect((await cache.get('/p0', 's', render('p0 again'))).html).toBe('p0');
    expect((await cache.get('/p1', 's', render('p1 again'))).html).toBe('p1 again');
  });

  it('gives each page a strong validator of its bytes', () => {
    expect(renderedPage(200, 'a').etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(renderedPage(200, 'a').etag).toBe(renderedPage(404, 'a').etag);
    expect(renderedPage(200, 'a').etag).not.toBe(renderedPage(200, 'b').etag);
  });
});
