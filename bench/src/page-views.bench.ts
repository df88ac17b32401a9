// `npm run bench:page-views`: page-view ingestion held at a steady rate (500 a second for 30 s by
// default) against the built platform as a child process on real PostgreSQL and RabbitMQ. Each
// request is sent on schedule whatever the earlier ones are doing (an open loop, so a slow server
// cannot slow the load down and flatter itself). The baseline, in the same run and at the same
// rate, is the BFF's cheapest route, `GET /api/health` (cached: no service call). Afterwards the
// stored rows are counted: every accepted page view must be in the analytics schema (the BFF
// answers 202 once a view is queued and passes views on in batches every 100 ms). Each visitor
// sends from a loopback address of its own (in a /24 of its own): the BFF limits page views per
// client address and network, not per User-Agent.
import { Agent, request as httpRequest } from 'node:http';
import { Pool } from 'pg';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { assertLoopback, createBenchDatabase } from './bench-database';
import { type PlatformProcess, startPlatformProcess } from './platform-process';
import { intEnv } from './settings';
import { ms, percentile, table } from './stats';
import { Random } from './synthetic';

const settings = {
  adminUrl: process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  amqpUrl: process.env.BENCH_AMQP_URL ?? process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672',
  rate: intEnv('BENCH_RATE', 500, 1),
  seconds: intEnv('BENCH_SECONDS', 30, 1),
  baselineSeconds: intEnv('BENCH_BASELINE_SECONDS', 10, 1),
  // Visitors (each its own client address): 1,000 visitors at 500 a second is 15 views each in
  // 30 s, a person's pace, well inside the BFF's 120 a minute per address.
  visitors: intEnv('BENCH_VISITORS', 1000, 1),
  seed: intEnv('BENCH_SEED', 20261125),
};
const TARGET_P95_MS = 20;
const PATHS = ['/', '/about', '/how-it-works', '/partnerships', '/blog', '/support', '/privacy', '/terms', '/sign-up', '/sign-in'];
const log = (line = '') => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface PhaseResult {
  latencies: number[];
  statuses: Map<string, number>;
  sent: number;
  lateStartsMs: number;
}

/** Sends `rate` requests a second for `seconds`, each on its own schedule, and waits for all of them. */
async function openLoop(rate: number, seconds: number, send: (i: number) => Promise<number>): Promise<PhaseResult> {
  const total = rate * seconds;
  const latencies: number[] = [];
  const statuses = new Map<string, number>();
  const inFlight: Promise<void>[] = [];
  const t0 = performance.now();
  let lateStartsMs = 0;
  for (let i = 0; i < total; i += 1) {
    const due = t0 + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    lateStartsMs = Math.max(lateStartsMs, performance.now() - due);
    const started = performance.now();
    inFlight.push(
      send(i).then(
        (status) => {
          latencies.push(performance.now() - started);
          statuses.set(String(status), (statuses.get(String(status)) ?? 0) + 1);
        },
        (error: unknown) => {
          const key = `error: ${error instanceof Error ? error.message : String(error)}`;
          statuses.set(key, (statuses.get(key) ?? 0) + 1);
        },
      ),
    );
  }
  await Promise.all(inFlight);
  return { latencies, statuses, sent: total, lateStartsMs };
}

/** Visitor `i`'s address: 127.<20 + i / 256>.<i % 256>.1, a /24 of its own (any 127/8 address is this machine). */
const visitorAddress = (i: number) => `127.${20 + Math.floor(i / 256)}.${i % 256}.1`;

/** A page view sent from `agent`'s address; answers the status. */
function sendPageView(port: number, agent: Agent, body: object): Promise<number> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path: '/api/analytics/page-view', method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const errorsOf = (result: PhaseResult, ok: string) => [...result.statuses].filter(([status]) => status !== ok).reduce((sum, [, n]) => sum + n, 0);
const statusText = (result: PhaseResult) => [...result.statuses].map(([status, n]) => `${status}: ${n.toLocaleString('en-GB')}`).join(', ');

async function main(): Promise<void> {
  assertLoopback('BENCH_DATABASE_URL / DATABASE_URL', settings.adminUrl);
  assertLoopback('BENCH_AMQP_URL / AMQP_URL', settings.amqpUrl);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-page-views-'));
  let platform: PlatformProcess | undefined;
  let pool: Pool | undefined;

  log(`Page-view benchmark: ${settings.rate} a second for ${settings.seconds} s from ${settings.visitors.toLocaleString('en-GB')} visitors`);
  log(`  machine:  ${cpus().length} cores (${cpus()[0]?.model.trim()}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`);
  const database = await createBenchDatabase(settings.adminUrl, 'bench_page_views');
  const stamp = database.name.slice('bench_page_views_'.length);
  log(`  database: ${database.name} on PostgreSQL ${database.serverVersion}, dropped at the end; events through RabbitMQ`);
  try {
    platform = await startPlatformProcess({
      dataDir,
      logFile: join(dataDir, 'platform.log'),
      env: { DATABASE_URL: database.url, AMQP_URL: settings.amqpUrl, EVENT_NAMESPACE: `bench.${stamp}`, EVENT_QUEUE_EXPIRES_MS: String(15 * 60_000) },
    });
    const base = `http://127.0.0.1:${platform.port}`;
    const random = new Random(settings.seed);
    // One kept-alive connection pool per visitor, bound to the visitor's address.
    const agents = Array.from({ length: settings.visitors }, (_, i) => new Agent({ keepAlive: true, localAddress: visitorAddress(i) }));

    // Warm-up: connections, the day's salt, the JIT (not measured).
    for (let i = 0; i < 50; i += 1) {
      await fetch(`${base}/api/health`).then((r) => r.arrayBuffer());
      await sendPageView(platform.port, agents[i % agents.length]!, { path: '/' });
    }

    log(`  baseline: GET /api/health at ${settings.rate}/s for ${settings.baselineSeconds} s`);
    const health = await openLoop(settings.rate, settings.baselineSeconds, async () => {
      const res = await fetch(`${base}/api/health`);
      await res.arrayBuffer();
      return res.status;
    });
    log(`  page views: POST /api/analytics/page-view at ${settings.rate}/s for ${settings.seconds} s`);
    const views = await openLoop(settings.rate, settings.seconds, (i) =>
      sendPageView(platform!.port, agents[i % agents.length]!, { path: random.pick(PATHS), referrer: i % 5 === 0 ? 'https://www.google.co.uk/' : null }),
    );
    for (const agent of agents) agent.destroy();

    pool = new Pool({ connectionString: database.url, max: 1 });
    const accepted = views.statuses.get('202') ?? 0;
    // The BFF passes views on every 100 ms: the last batch may still be on its way.
    const storedNow = async () => (await pool!.query<{ stored: number }>(`SELECT count(*)::int AS stored FROM analytics.page_views WHERE browser = 'Firefox'`)).rows[0]!.stored;
    let stored = await storedNow();
    for (let waited = 0; stored < accepted && waited < 5000; waited += 100) {
      await sleep(100);
      stored = await storedNow();
    }
    const p95 = percentile(views.latencies, 95);
    const healthP95 = percentile(health.latencies, 95);

    log('');
    log(
      table(
        ['measure', 'GET /api/health (baseline)', 'POST /api/analytics/page-view'],
        [
          ['requests sent', health.sent.toLocaleString('en-GB'), views.sent.toLocaleString('en-GB')],
          ['p50 ms', ms(percentile(health.latencies, 50)), ms(percentile(views.latencies, 50))],
          ['p95 ms', ms(healthP95), ms(p95)],
          ['p99 ms', ms(percentile(health.latencies, 99)), ms(percentile(views.latencies, 99))],
          ['max ms', ms(Math.max(...health.latencies)), ms(Math.max(...views.latencies))],
          ['answers', statusText(health), statusText(views)],
          ['errors (anything but the expected status)', String(errorsOf(health, '200')), String(errorsOf(views, '202'))],
          ['latest start behind schedule ms', ms(health.lateStartsMs), ms(views.lateStartsMs)],
        ],
      ),
    );
    log('');
    log(
      table(
        ['check', 'value'],
        [
          ['p95 ratio to the baseline', (p95 / healthP95).toFixed(1)],
          ['page views accepted / stored', `${accepted.toLocaleString('en-GB')} / ${stored.toLocaleString('en-GB')}`],
          [`target: p95 at most ${TARGET_P95_MS} ms, no errors, every accepted view stored`, p95 <= TARGET_P95_MS && errorsOf(views, '202') === 0 && stored === accepted ? 'met' : 'MISSED'],
        ],
      ),
    );
  } finally {
    await pool?.end().catch(() => undefined);
    await platform?.stop();
    await database.drop(log);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
