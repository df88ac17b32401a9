// Public pages benchmark (public-site issue): for the home page, the blog and an article, the
// JavaScript a first visit loads and Lighthouse's mobile scores, measured in Debian's Chromium
// against the built platform (`npm start`'s entry, embedded database, demo content on, a fresh data
// folder), printed beside the targets. It asserts nothing. `npm run bench:public-pages`.
//
// First-load JavaScript is every script the page loaded during Lighthouse's run (its network
// records): the bytes as sent (Brotli here), and the same files gzipped at level 9, the unit of
// the targets, so the figure does not depend on which encoding the browser asked for.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { findFreePort } from '@comarketing/pg-embedded';
import { startPlatformProcess } from './platform-process';
import { intEnv } from './settings';
import { table } from './stats';

const TARGETS = { jsGzipKb: 150, performance: 90, accessibility: 100, bestPractices: 95, seo: 100 };
const settings = {
  runs: intEnv('BENCH_LIGHTHOUSE_RUNS', 3, 1),
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
};

const log = (line: string) => process.stdout.write(`${line}\n`);
// lighthouse and chrome-launcher are ES modules; this file compiles to CommonJS, whose import() would become require().
const importEsm = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

interface PageResult {
  name: string;
  path: string;
  files: number;
  transferKb: number;
  gzipKb: number;
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function gzipSizeOf(url: string): Promise<number> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  return gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
}

async function measure(origin: string, name: string, path: string): Promise<PageResult> {
  const { default: lighthouse } = await importEsm('lighthouse');
  const chromeLauncher = await importEsm('chrome-launcher');
  const runs: PageResult[] = [];
  for (let run = 0; run < settings.runs; run += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: settings.chromePath,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    try {
      // Lighthouse's default: a mid-range phone on slow 4G (simulated throttling).
      const result = await lighthouse(`${origin}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
      const lhr = result.lhr;
      const items = (lhr.audits['network-requests']?.details?.items ?? []) as NetworkItem[];
      const scripts = items.filter((item) => item.resourceType === 'Script');
      const gzipBytes = (await Promise.all(scripts.map((item) => gzipSizeOf(item.url)))).reduce((sum, n) => sum + n, 0);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      runs.push({
        name,
        path,
        files: scripts.length,
        transferKb: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
        gzipKb: gzipBytes / 1024,
        scores: { performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo') },
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      });
      if (run === 0) {
        const failing = Object.values(lhr.audits as Record<string, { id: string; score: number | null; scoreDisplayMode: string; title: string }>)
          .filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score === 0)
          .map((audit) => audit.id);
        if (failing.length) log(`  ${name}: failing audits: ${failing.join(', ')}`);
      }
    } finally {
      await chrome.kill();
    }
  }
  // The median run of each figure (Lighthouse's own advice for noisy scores).
  const pick = <T>(get: (r: PageResult) => number) => median(runs.map(get)) as T;
  return {
    ...runs[0]!,
    files: pick(r => r.files),
    transferKb: pick(r => r.transferKb),
    gzipKb: pick(r => r.gzipKb),
    scores: {
      performance: pick(r => r.scores.performance),
      accessibility: pick(r => r.scores.accessibility),
      bestPractices: pick(r => r.scores.bestPractices),
      seo: pick(r => r.scores.seo),
    },
    lcpMs: pick(r => r.lcpMs),
    tbtMs: pick(r => r.tbtMs),
    cls: pick(r => r.cls),
  };
}

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
      results.push(await measure(origin, page.name, page.path));
    }
    const mark = (value: number, target: number, atMost = false) => `${value.toFixed(0)}${(atMost ? value <= target : value >= target) ? '' : ' (!)'}`;
    log('');
    log(
      table(
        ['page', 'JS files', 'JS gzip KB', 'JS sent KB', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP ms', 'TBT ms', 'CLS'],
        [
          ...results.map((r) => [
            `${r.name} (${r.path.length > 32 ? `${r.path.slice(0, 30)}...` : r.path})`,
            String(r.files),
            mark(r.gzipKb, TARGETS.jsGzipKb, true),
            r.transferKb.toFixed(0),
            mark(r.scores.performance, TARGETS.performance),
            mark(r.scores.accessibility, TARGETS.accessibility),
            mark(r.scores.bestPractices, TARGETS.bestPractices),
            mark(r.scores.seo, TARGETS.seo),
            r.lcpMs.toFixed(0),
            r.tbtMs.toFixed(0),
            r.cls.toFixed(3),
          ]),
          ['target', '', `<= ${TARGETS.jsGzipKb}`, '', `>= ${TARGETS.performance}`, `>= ${TARGETS.accessibility}`, `>= ${TARGETS.bestPractices}`, `>= ${TARGETS.seo}`, '', '', ''],
        ],
      ),
    );
    log('(!) marks a figure that misses its target. Lighthouse: mobile, simulated slow 4G and 4x CPU slowdown; median of the runs.');
  } finally {
    await platform.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
