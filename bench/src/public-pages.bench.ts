// Public pages benchmark (public-site issue): for the home page, the blog and an article, the
// JavaScript a first visit loads and Lighthouse's mobile scores, measured in Debian's Chromium
// against the built platform (`npm start`'s entry, embedded database, demo content on, a fresh data
// folder), printed beside the targets. It asserts nothing. `npm run bench:public-pages`.
//
// How a page is measured: lighthouse-page.ts.
import { type PageTargets, runLighthouseBench } from './lighthouse-page';

const TARGETS: PageTargets = { jsGzipKb: 150, performance: 90, accessibility: 100, bestPractices: 95, seo: 100 };

/** The demo articles, once the platform has seeded them (it answers health checks before that ends). */
async function seededPosts(origin: string, timeoutMs = 60_000): Promise<Array<{ slug: string }>> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    const response = await fetch(`${origin}/api/blog/posts`);
    const posts = response.ok ? ((await response.json()) as Array<{ slug: string }>) : [];
    if (posts.length >= 6) return posts;
    last = `${response.status}, ${posts.length} posts`;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the demo articles were not seeded within ${timeoutMs / 1000} s (last answer: ${last})`);
}

runLighthouseBench('public-pages', TARGETS, async (origin) => {
  const posts = await seededPosts(origin);
  return {
    pages: [
      { name: 'home', path: '/' },
      { name: 'blog', path: '/blog' },
      { name: 'article', path: `/blog/${posts[0]!.slug}` },
    ],
  };
}).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
