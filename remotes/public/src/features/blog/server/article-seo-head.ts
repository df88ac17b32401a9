import { BLOG_LIMITS, BLOG_TEXTS, type BlogPost, COMPANY, type ServerPageHead } from '@comarketing/contracts';

/** The article's address on the site. */
const articlePath = (post: BlogPost) => `/blog/${encodeURIComponent(post.slug)}`;

/** An absolute URL for a path of the site (or an absolute URL as it is). */
const absoluteUrl = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`);

/** `PT6M`: an ISO 8601 duration of whole minutes. */
export const minutesDuration = (minutes: number) => `PT${Math.max(1, Math.round(minutes))}M`;

/** schema.org `BlogPosting` of an article page. */
export function blogPostingJsonLd(post: BlogPost, origin: string, imageUrl: string | undefined): object {
  const url = absoluteUrl(origin, articlePath(post));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.seoDescription || post.excerpt,
    ...(imageUrl ? { image: [imageUrl] } : {}),
    datePublished: post.publishedAt ?? post.createdAt,
    dateModified: post.updatedAt,
    wordCount: post.wordCount,
    timeRequired: minutesDuration(post.readingTime || BLOG_LIMITS.defaultReadingTime),
    inLanguage: 'en-GB',
    keywords: post.tags.join(', '),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    author: { '@type': 'Organization', name: `${COMPANY.productName} team`, url: `${origin}/about` },
    publisher: { '@type': 'Organization', name: COMPANY.productName, logo: { '@type': 'ImageObject', url: `${origin}/favicon.svg` } },
  };
}

/**
 * The article's head as the server writes it, for search engines and link previews: its own title
 * and description, Open Graph as an article with its image, and its BlogPosting. In the browser the
 * page renders its title and description itself (components/article-head.tsx).
 */
export function articleSeoHead(post: BlogPost, origin: string): Partial<ServerPageHead> {
  const image = post.featuredImage ? absoluteUrl(origin, post.featuredImage) : undefined;
  return {
    title: post.seoTitle || `${post.title}${BLOG_TEXTS.titleSuffix}`,
    description: post.seoDescription || post.excerpt,
    canonical: absoluteUrl(origin, articlePath(post)),
    ogType: 'article',
    image: image ?? absoluteUrl(origin, '/favicon.svg'),
    imageAlt: image ? post.title : undefined,
    twitterCard: image ? 'summary_large_image' : 'summary',
    keywords: post.tags,
    article: { publishedTime: post.publishedAt ?? undefined, modifiedTime: post.updatedAt, tags: post.tags },
    jsonLd: [blogPostingJsonLd(post, origin, image)],
  };
}

/** The head of an article that does not exist (answered 404): not to be indexed. */
export const ARTICLE_NOT_FOUND_HEAD: Partial<ServerPageHead> = {
  title: `${BLOG_TEXTS.notFoundTitle}${BLOG_TEXTS.titleSuffix}`,
  description: BLOG_TEXTS.notFoundText,
  noindex: true,
};
