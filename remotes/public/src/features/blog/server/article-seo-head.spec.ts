import { blogPost } from '../testing/blog-post.fixture';
import { articleSeoHead, blogPostingJsonLd, minutesDuration } from './article-seo-head';

describe("an article's head on the server", () => {
  it('describes an article as a BlogPosting with its word count, reading time and language', () => {
    const post = blogPost({ slug: 'a-post', title: 'A post', tags: ['Events', 'Budgeting'], publishedAt: '2026-11-01T09:00:00.000Z', updatedAt: '2026-11-02T09:00:00.000Z', readingTime: 6, wordCount: 1234, seoDescription: 'SEO description' });
    expect(blogPostingJsonLd(post, 'https://example.test', 'https://example.test/i.jpg')).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'A post',
      description: 'SEO description',
      image: ['https://example.test/i.jpg'],
      datePublished: '2026-11-01T09:00:00.000Z',
      dateModified: '2026-11-02T09:00:00.000Z',
      wordCount: 1234,
      timeRequired: 'PT6M',
      inLanguage: 'en-GB',
      keywords: 'Events, Budgeting',
      url: 'https://example.test/blog/a-post',
      author: { url: 'https://example.test/about' },
    });
    expect(minutesDuration(0)).toBe('PT1M');
  });

  it('shares the featured image as a large card, or the site icon as a small one', () => {
    const withImage = articleSeoHead(blogPost({ slug: 'x y', title: 'T', featuredImage: '/api/blog/media/abc' }), 'https://example.test');
    expect(withImage).toMatchObject({ canonical: 'https://example.test/blog/x%20y', ogType: 'article', image: 'https://example.test/api/blog/media/abc', imageAlt: 'T', twitterCard: 'summary_large_image' });
    const without = articleSeoHead(blogPost({ featuredImage: null, seoTitle: 'Own title' }), 'https://example.test');
    expect(without).toMatchObject({ title: 'Own title', image: 'https://example.test/favicon.svg', imageAlt: undefined, twitterCard: 'summary' });
  });
});
