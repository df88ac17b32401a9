// `npm run bench:server-pages`: how many visitors the server-rendered public pages serve, the home
// page and an article, under a closed loop of 50 connections, against a `node:http` hello world
// in the same run, asked as Chromium asks (HTML, Brotli accepted). The built platform as `npm start` runs it (embedded database, in-process bus,
// demo content on, LOG_LEVEL info as it ships), in its own process. Prints the figures beside the
// targets; asserts nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { load, startHelloWorld } from './closed-loop';
import { seededPosts } from './demo-posts';
import { startPlatformProcess } from './platform-process';
import { intEnv } from './settings';
import { ms, table } from './stats';

const settings = {
  connections: intEnv('BENCH_CONNECTIONS', 50, 1),
  seconds: intEnv('BENCH_SECONDS', 10, 1),
  warmupSeconds: intEnv('BENCH_WARMUP_SECONDS', 2, 0),
  logLevel: process.env.BENCH_LOG_LEVEL ?? 'info',
};
const TARGET_RATIO = 0.1;
const TARGET_P99_MS = 50;
/** What Chromium sends for a page: it takes Brotli, so the bench pays for what a real visit does. */
const BROWSER_HEADERS = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'accept-encoding': 'gzip, deflate, br, zstd' };
const log = (line = '') => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
  log(`Server-rendered pages: ${settings.connections} connections, ${settings.seconds} s each after ${settings.warmupSeconds} s of warm-up; ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, load average ${loadavg()[0]!.toFixed(2)}`);
  const helloPort = 20000 + Math.floor(Math.random() * 20000);
  const hello = await startHelloWorld(helloPort);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-server-pages-'));
  const platform = await startPlatformProcess({ dataDir, logFile: join(dataDir, 'platform.log'), env: { DEMO_CONTENT: 'on', LOG_LEVEL: settings.logLevel } });
  const rows: string[][] = [];
  let met = true;
  try {
    const base = `http://127.0.0.1:${platform.port}`;
    const [post] = await seededPosts(base);
    const baseline = await load(settings, 'node:http hello world', `http://127.0.0.1:${helloPort}/`);
    rows.push([baseline.label, Math.round(baseline.rps).toLocaleString('en-GB'), ms(baseline.p50), ms(baseline.p99), String(baseline.errors + baseline.non2xx), '1']);
    for (const [label, path] of [
      ['GET / (visitor)', '/'],
      ['GET an article (visitor)', `/blog/${post!.slug}`],
    ] as const) {
      const page = await load(settings, label, `${base}${path}`, BROWSER_HEADERS);
      const ratio = page.rps / baseline.rps;
      const ok = ratio >= TARGET_RATIO && page.p99 <= TARGET_P99_MS && page.errors + page.non2xx === 0;
      met &&= ok;
      rows.push([page.label, Math.round(page.rps).toLocaleString('en-GB'), ms(page.p50), ms(page.p99), String(page.errors + page.non2xx), `${ratio.toFixed(3)}${ok ? '' : ' (below target)'}`]);
    }
  } finally {
    hello.kill();
    await platform.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  log();
  log(table(['load', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'ratio to hello world'], rows));
  log();
  log(`Targets: ratio >= ${TARGET_RATIO}, p99 <= ${TARGET_P99_MS} ms, no errors: ${met ? 'met' : 'NOT met'}.`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
