// One page measured with Lighthouse in Debian's Chromium, for the benches of public pages and of the
// signed-in owner app: the JavaScript the page loaded and the mobile scores, the median of a few runs.
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

export interface PageTargets {
  jsGzipKb: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** At most, where the page has a target for it. */
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
}

interface MeasureSettings {
  runs: number;
  chromePath: string;
  /** Sent with every request of the page (a signed-in owner's session cookie). */
  extraHeaders?: Record<string, string>;
}

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

async function gzipSizeOf(url: string, headers: Record<string, string> = {}): Promise<number> {
  const response = await fetch(url, { headers: { ...headers, 'accept-encoding': 'identity' } });
  return gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
}

async function measurePage(origin: string, name: string, path: string, settings: MeasureSettings): Promise<PageResult> {
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
      const result = await lighthouse(`${origin}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'], extraHeaders: settings.extraHeaders });
      const lhr = result.lhr;
      const items = (lhr.audits['network-requests']?.details?.items ?? []) as NetworkItem[];
      const scripts = items.filter((item) => item.resourceType === 'Script');
      const gzipBytes = (await Promise.all(scripts.map((item) => gzipSizeOf(item.url, settings.extraHeaders)))).reduce((sum, n) => sum + n, 0);
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
      // What moved, when something did: the start of finding out why.
      const shifts = (lhr.audits['layout-shifts']?.details?.items ?? []) as Array<{ node?: { selector?: string; snippet?: string }; score?: number }>;
      for (const shift of shifts.filter((item) => (item.score ?? 0) >= 0.01)) log(`  ${name}: run ${run + 1}: layout shift ${shift.score!.toFixed(3)} of ${shift.node?.selector ?? '?'} ${shift.node?.snippet?.slice(0, 120) ?? ''}`);
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

/** The results beside the targets, (!) marking a miss. */
function pageTable(results: PageResult[], targets: PageTargets): string {
  const mark = (value: number, target: number, atMost = false) => `${value.toFixed(0)}${(atMost ? value <= target : value >= target) ? '' : ' (!)'}`;
  const markAtMost = (text: string, value: number, target: number | undefined) => `${text}${target === undefined || value <= target ? '' : ' (!)'}`;
  const atMost = (target: number | undefined, digits = 0) => (target === undefined ? '' : `<= ${target.toFixed(digits)}`);
  return table(
    ['page', 'JS files', 'JS gzip KB', 'JS sent KB', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP ms', 'TBT ms', 'CLS'],
    [
      ...results.map((r) => [
        `${r.name} (${r.path.length > 32 ? `${r.path.slice(0, 30)}...` : r.path})`,
        String(r.files),
        mark(r.gzipKb, targets.jsGzipKb, true),
        r.transferKb.toFixed(0),
        mark(r.scores.performance, targets.performance),
        mark(r.scores.accessibility, targets.accessibility),
        mark(r.scores.bestPractices, targets.bestPractices),
        mark(r.scores.seo, targets.seo),
        markAtMost(r.lcpMs.toFixed(0), r.lcpMs, targets.lcpMs),
        markAtMost(r.tbtMs.toFixed(0), r.tbtMs, targets.tbtMs),
        markAtMost(r.cls.toFixed(3), r.cls, targets.cls),
      ]),
      ['target', '', `<= ${targets.jsGzipKb}`, '', `>= ${targets.performance}`, `>= ${targets.accessibility}`, `>= ${targets.bestPractices}`, `>= ${targets.seo}`, atMost(targets.lcpMs), atMost(targets.tbtMs), atMost(targets.cls, 2)],
    ],
  );
}

const LIGHTHOUSE_NOTE = '(!) marks a figure that misses its target. Lighthouse: mobile, simulated slow 4G and 4x CPU slowdown; median of the runs.';

/** What a bench measures, once the platform is up: the pages, and headers to send with them. */
export interface PagesToMeasure {
  pages: { name: string; path: string }[];
  extraHeaders?: Record<string, string>;
}

/**
 * Starts the built platform (`npm start`'s entry, embedded database, demo content on, a fresh data
 * folder, and `env`), lets `prepare` make what the pages need, measures each page and prints the table.
 */
export async function runLighthouseBench(name: string, targets: PageTargets, prepare: (origin: string) => Promise<PagesToMeasure>, { env = {} }: { env?: Record<string, string> } = {}): Promise<void> {
  const settings = { runs: intEnv('BENCH_LIGHTHOUSE_RUNS', 3, 1), chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' };
  const dataDir = mkdtempSync(join(tmpdir(), `bench-${name}-`));
  const port = await findFreePort('127.0.0.1');
  const origin = `http://127.0.0.1:${port}`;
  log(`Starting the platform on ${origin} (demo content on, fresh data folder)...`);
  const platform = await startPlatformProcess({ dataDir, port, logFile: join(tmpdir(), `bench-${name}-platform.log`), env: { DEMO_CONTENT: 'on', PUBLIC_ORIGIN: origin, ...env } });
  try {
    const { pages, extraHeaders } = await prepare(origin);
    const results: PageResult[] = [];
    for (const page of pages) {
      log(`Measuring ${page.path} (${settings.runs} Lighthouse runs)...`);
      results.push(await measurePage(origin, page.name, page.path, { ...settings, extraHeaders }));
    }
    log('');
    log(pageTable(results, targets));
    log(LIGHTHOUSE_NOTE);
  } finally {
    await platform.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
