import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The articles shipped as demo content: `infra/embedded/demo-content/blog/<slug>.md` with their images. */
export const DEMO_ARTICLES_DIR = resolve(__dirname, '../../demo-content/blog');

export interface DemoArticle {
  title: string;
  slug: string;
  excerpt: string;
  tags: string[];
  seoTitle: string;
  seoDescription: string;
  /** File name in the folder's images/. */
  image: string;
  imageAlt: string;
  /** Articles are published oldest first, so the newest is the featured one. */
  publishedAt: string;
  body: string;
}

const FIELDS = ['title', 'slug', 'excerpt', 'tags', 'seoTitle', 'seoDescription', 'image', 'imageAlt', 'publishedAt'] as const;

/**
 * Reads one article: front matter of `key: value` lines (tags as `[a, b]`) between `---` lines,
 * then the Markdown body. Throws, naming the file, when a field is missing.
 */
export function parseArticle(text: string, file = 'article'): DemoArticle {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text.replace(/\r\n/g, '\n'));
  if (!match) throw new Error(`${file}: no front matter`);
  const fields: Record<string, string> = {};
  for (const line of (match[1] as string).split('\n')) {
    const field = /^(\w+):\s*(.*)$/.exec(line);
    if (field) fields[field[1] as string] = (field[2] as string).trim().replace(/^"(.*)"$/, '$1');
  }
  for (const name of FIELDS) if (!fields[name]) throw new Error(`${file}: front matter lacks ${name}`);
  const list = (fields.tags as string).replace(/^\[|\]$/g, '');
  return {
    ...(fields as Record<(typeof FIELDS)[number], string>),
    tags: list.split(',').map((tag) => tag.trim()).filter(Boolean),
    body: (match[2] as string).trim(),
  };
}

/** Every article of the folder, oldest first. */
export function readDemoArticles(dir = DEMO_ARTICLES_DIR): DemoArticle[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md') && name !== 'README.md')
    .map((name) => parseArticle(readFileSync(join(dir, name), 'utf8'), name))
    .sort((a, b) => a.publishedAt.localeCompare(b.publishedAt));
}
