import { BLOG_TEXTS, type BlogPost, type PublicPageSources, summariseBlogPost } from '@comarketing/contracts';
import { blogPost } from './features/blog/testing/blog-post.fixture';
import { renderPage } from './server-render';
import { preparePage, VISITOR_SESSION } from './prepare-page';

const ORIGIN = 'https://comarketing.example';

describe("the public remote's preparePage (what the BFF renders a visitor's page with)", () => {
  const post = blogPost({ slug: 'splitting-costs', title: 'Splitting costs fairly', tags: ['Budgeting'], featuredImage: '/api/blog/media/0b7e2c4e-5a36-4f7e-9a59-2b7a1d0f00aa' });
  const other = blogPost({ title: 'Another article', tags: ['Budgeting'] });
  let reads: string[];

  /** The BFF's reads over these posts, noting each read. */
  function sources(posts: BlogPost[], failing?: keyof PublicPageSources): PublicPageSources {
    const read =
      <A extends unknown[], T>(name: keyof PublicPageSources, answer: (...args: A) => T) =>
      async (...args: A): Promise<T> => {
        reads.push(name);
        if (name === failing) throw new Error('content service unreachable');
        return answer(...args);
      };
    return {
      publishedPosts: read('publishedPosts', () => posts),
      blogTags: read('blogTags', () => [...new Set(posts.flatMap((p) => p.tags))].sort()),
      postBySlug: read('postBySlug', (slug: string) => posts.find((p) => p.slug === slug) ?? null),
      relatedPosts: read('relatedPosts', (id: string) => posts.filter((p) => p.id !== id)),
    };
  }

  beforeEach(() => {
    reads = [];
  });

  const article = (slug: string) => ({ pageId: 'blogPost', params: { slug }, url: `/blog/${slug}`, origin: ORIGIN });

  it('gives the blog list its posts as summaries and their tags, after the visitor session', async () => {
    const prepared = await preparePage({ pageId: 'blog', params: {}, url: '/blog?topic=Budgeting', origin: ORIGIN }, sources([post, other]));
    expect(prepared).toEqual({
      status: 'ok',
      hydration: 'islands',
      entries: [VISITOR_SESSION, { endpointName: 'getBlogPosts', arg: undefined, value: [post, other].map(summariseBlogPost) }, { endpointName: 'getBlogTags', arg: undefined, value: ['Budgeting'] }],
    });
  });

  it('gives an article its post, its related posts and its head, and the page renders from them', async () => {
    const prepared = await preparePage(article(post.slug), sources([post, other]));
    expect(prepared.status).toBe('ok');
    expect(prepared.entries).toEqual([
      VISITOR_SESSION,
      { endpointName: 'getBlogPost', arg: post.slug, value: post },
      { endpointName: 'getRelatedBlogPosts', arg: post.id, value: [summariseBlogPost(other)] },
    ]);
    expect(prepared.head).toMatchObject({
      title: `Splitting costs fairly${BLOG_TEXTS.titleSuffix}`,
      description: post.excerpt,
      canonical: `${ORIGIN}/blog/splitting-costs`,
      ogType: 'article',
      image: `${ORIGIN}/api/blog/media/0b7e2c4e-5a36-4f7e-9a59-2b7a1d0f00aa`,
      twitterCard: 'summary_large_image',
      jsonLd: [expect.objectContaining({ '@type': 'BlogPosting', headline: post.title })],
    });
    // The entries are the answers the page asks for: its server render shows the article, not its skeleton.
    const html = renderPage({ pageId: 'blogPost', url: `/blog/${post.slug}`, pattern: '/blog/:slug', entries: prepared.entries, assetBase: '/remotes/public/' }) ?? '';
    expect(html).toContain('Splitting costs fairly</h1>');
    expect(html).toContain('Another article');
  });

  it("answers 'not-found', with a head not to be indexed, for a slug no published post has", async () => {
    const prepared = await preparePage(article('nothing-here'), sources([post]));
    expect(prepared).toEqual({
      status: 'not-found',
      hydration: 'app',
      entries: [VISITOR_SESSION],
      head: { title: `${BLOG_TEXTS.notFoundTitle}${BLOG_TEXTS.titleSuffix}`, description: BLOG_TEXTS.notFoundText, noindex: true },
    });
    expect(reads).toEqual(['postBySlug']);
  });

  it('reads nothing for a page that shows no data, and serves the home page with islands (no app)', async () => {
    expect(await preparePage({ pageId: 'landing', params: {}, url: '/', origin: ORIGIN }, sources([post]))).toEqual({ status: 'ok', entries: [VISITOR_SESSION], hydration: 'islands' });
    expect(reads).toEqual([]);
  });

  it('prepares the page without its data when it cannot be read (the browser loads it), and without related posts when only they fail', async () => {
    expect(await preparePage({ pageId: 'blog', params: {}, url: '/blog', origin: ORIGIN }, sources([post], 'blogTags'))).toEqual({ status: 'ok', entries: [VISITOR_SESSION], hydration: 'app' });
    expect(await preparePage(article(post.slug), sources([post], 'postBySlug'))).toEqual({ status: 'ok', entries: [VISITOR_SESSION], hydration: 'app' });
    const withoutRelated = await preparePage(article(post.slug), sources([post, other], 'relatedPosts'));
    expect(withoutRelated.entries).toContainEqual({ endpointName: 'getRelatedBlogPosts', arg: post.id, value: [] });
  });

  it('rejects on anything but a failed read, for the BFF to render without data and log it', async () => {
    const broken = { ...sources([]), postBySlug: async () => ({ slug: 'x' }) as BlogPost };
    await expect(preparePage(article('x'), broken)).rejects.toThrow(TypeError);
  });
});
