import { BLOG_LIMITS, type BlogPost, COMPANY } from '@comarketing/contracts';

/** schema.org `Organization` of the home page. Company details are the placeholders of COMPANY. */
export function organizationJsonLd(origin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: COMPANY.productName,
    legalName: COMPANY.legalName,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    email: COMPANY.supportEmail,
    areaServed: 'GB',
    address: { '@type': 'PostalAddress', addressLocality: COMPANY.city, addressCountry: 'GB' },
  };
}

/** `PT6M`: an ISO 8601 duration of whole minutes. */
export const minutesDuration = (minutes: number) => `PT${Math.max(1, Math.round(minutes))}M`;

/** schema.org `BlogPosting` of an article page. */
export function blogPostingJsonLd(post: BlogPost, origin: string, imageUrl: string | undefined): object {
  const url = `${origin}/blog/${encodeURIComponent(post.slug)}`;
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
