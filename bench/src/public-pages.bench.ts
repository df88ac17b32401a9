// Public pages benchmark (public-site issue): for the home page, the blog and an article, the
// JavaScript a first visit loads and Lighthouse's mobile scores, measured in Debian's Chromium
// against the built platform (`npm start`'s entry, embedded database, demo content on, a fresh data
// folder), printed beside the targets. It asserts nothing. `npm run bench:public-pages`.
//
// How a page is measured: lighthouse-page.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePort } from '@comarketing/pg-embedded';
import { startPlatformProcess } from './platform-process';
import { intEnv } from './settings';
import { LIGHTHOUSE_NOTE, log, measurePage, type PageResult, pageTable, type PageTargets } from './lighthouse-page';

const TARGETS: PageTargets = { jsGzipKb: 150, performance: 90, accessibility: 100, bestPractices: 95, seo: 100 };
const settings = {
  runs: intEnv('BENCH_LIGHTHOUSE_RUNS', 3, 1),
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
};

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

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-public-pages-'));
  const port = await findFreePort('127.0.0.1');
  const origin = `http://127.0.0.1:${port}`;
  log(`Starting the platform on ${origin} (demo content on, fresh data folder)...`);
  const platform = await startPlatformProcess({ dataDir, port, logFile: join(tmpdir(), 'bench-public-pages-platform.log'), env: { DEMO_CONTENT: 'on', PUBLIC_ORIGIN: origin } });
  try {
    const posts = await seededPosts(origin);
    const pages = [
      { name: 'home', path: '/' },
      { name: 'blog', path: '/blog' },
      { name: 'article', path: `/blog/${posts[0]!.slug}` },
    ];
    const results: PageResult[] = [];
    for (const page of pages) {
      log(`Measuring ${page.path} (${settings.runs} Lighthouse runs)...`);
      results.push(await measurePage(origin, page.name, page.path, settings));
    }
    log('');
    log(pageTable(results, TARGETS));
    log(LIGHTHOUSE_NOTE);
  } finally {
    await platform.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
