// Public pages benchmark: for the home page, the blog, an article, sign-in and sign-up, the
// JavaScript a first visit loads and Lighthouse's mobile scores, measured in Debian's Chromium
// against the built platform (`npm start`'s entry, embedded database, demo content on, a fresh data
// folder), printed beside the targets. It asserts nothing. `npm run bench:public-pages`.
//
// How a page is measured: lighthouse-page.ts.
import { seededPosts } from './demo-posts';
import { type PageTargets, runLighthouseBench } from './lighthouse-page';

const TARGETS: PageTargets = { jsGzipKb: 150, performance: 95, accessibility: 100, bestPractices: 95, seo: 100, cls: 0.05 };

runLighthouseBench('public-pages', TARGETS, async (origin) => {
  const posts = await seededPosts(origin);
  return {
    pages: [
      { name: 'home', path: '/' },
      { name: 'blog', path: '/blog' },
      { name: 'article', path: `/blog/${posts[0]!.slug}` },
      { name: 'sign-in', path: '/sign-in' },
      { name: 'sign-up', path: '/sign-up' },
    ],
  };
}).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
