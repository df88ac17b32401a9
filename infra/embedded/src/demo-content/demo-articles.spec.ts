import { blogPostInputSchema } from '@comarketing/contracts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_ARTICLES_DIR, parseArticle, readDemoArticles } from './demo-articles';

describe('the demo articles', () => {
  const articles = readDemoArticles();

  it('are at least six, each valid as a post and with its image', () => {
    expect(articles.length).toBeGreaterThanOrEqual(6);
    for (const article of articles) {
      const parsed = blogPostInputSchema.safeParse({ title: article.title, slug: article.slug, excerpt: article.excerpt, content: article.body, tags: article.tags, seoTitle: article.seoTitle, seoDescription: article.seoDescription });
      expect({ slug: article.slug, issues: parsed.success ? [] : parsed.error.issues }).toEqual({ slug: article.slug, issues: [] });
      expect(existsSync(join(DEMO_ARTICLES_DIR, 'images', article.image))).toBe(true);
      expect(article.body.split(/\s+/).length).toBeGreaterThan(450);
    }
  });

  it('share tags, so related articles exist', () => {
    const counts = new Map<string, number>();
    for (const tag of articles.flatMap((a) => a.tags)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
    expect([...counts.values()].filter((n) => n > 1).length).toBeGreaterThanOrEqual(3);
  });

  it('reads front matter and names the file when a field is missing', () => {
    expect(parseArticle('---\ntitle: "A: b"\nslug: a\nexcerpt: e\ntags: [X, Y]\nseoTitle: s\nseoDescription: d\nimage: a.jpg\nimageAlt: alt\npublishedAt: 2026-01-01\n---\nBody')).toMatchObject({ title: 'A: b', tags: ['X', 'Y'], body: 'Body' });
    expect(() => parseArticle('---\ntitle: t\n---\nBody', 'x.md')).toThrow(/x.md: front matter lacks slug/);
  });
});
