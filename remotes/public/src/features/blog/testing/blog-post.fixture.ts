import { type BlogPost } from '@comarketing/contracts';

let counter = 0;

/** A published post with plausible fields; give only what a test is about. */
export function blogPost(overrides: Partial<BlogPost> = {}): BlogPost {
  counter += 1;
  const n = String(counter).padStart(12, '0');
  const title = overrides.title ?? `Article ${counter}`;
  return {
    id: `00000000-0000-4000-8000-${n}`,
    slug: `article-${counter}`,
    title,
    excerpt: `What article ${counter} is about.`,
    content: `<p>The body of ${title}.</p>`,
    status: 'published',
    tags: [],
    featuredImage: null,
    publishedAt: '2026-11-17T09:00:00.000Z',
    createdAt: '2026-11-16T09:00:00.000Z',
    updatedAt: '2026-11-17T09:00:00.000Z',
    readingTime: 4,
    wordCount: 800,
    viewCount: 0,
    seoTitle: null,
    seoDescription: null,
    ...overrides,
  };
}
