import { BLOG_LIMITS } from '@comarketing/contracts';

/** 'Splitting a £400 Leaflet Run, 50-50!' → 'splitting-a-400-leaflet-run-50-50'. */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, BLOG_LIMITS.slugMax)
    .replace(/-+$/, '');
  return slug || 'post';
}

/** The slug with the smallest free suffix: 'a', 'a-2', 'a-3'... */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base.slice(0, BLOG_LIMITS.slugMax - String(n).length - 1)}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** The words a reader reads: the text of the HTML, without tags or entities. */
export function countWords(html: string): number {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[#a-z0-9]+;/gi, ' ')
    .trim();
  return text ? text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length : 0;
}

/** Minutes to read, rounded up, at least one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / BLOG_LIMITS.wordsPerMinute));
}
