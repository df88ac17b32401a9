// `npm run bench:bff-reads`: the BFF's signed-in reads under load, against a `node:http` hello
// world measured in the same run (the ratio is the figure: it cancels out how fast this machine
// happens to be today). Each server runs as a child process, so the load generator (autocannon,
// closed loop, 50 connections) has its own core. Two modes: the embedded default (`npm start`:
// PGlite and the in-process bus, LOG_LEVEL info as it ships) and real PostgreSQL and RabbitMQ.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { closeApiClient } from './api-client';
import { load, type Load, startHelloWorld } from './closed-loop';
import { signedInOwner } from './bench-owner';
import { assertLoopback, type BenchDatabase, createBenchDatabase } from './bench-database';
import { type PlatformProcess, startPlatformProcess } from './platform-process';
import { intEnv } from './settings';
import { ms, table } from './stats';

const settings = {
  adminUrl: process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  amqpUrl: process.env.BENCH_AMQP_URL ?? process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672',
  connections: intEnv('BENCH_CONNECTIONS', 50, 1),
  seconds: intEnv('BENCH_SECONDS', 10, 1),
  warmupSeconds: intEnv('BENCH_WARMUP_SECONDS', 2, 0),
  /** `embedded`, `distributed` or both (the default). */
  modes: (process.env.BENCH_MODES ?? 'embedded,distributed').split(',').map((m) => m.trim()),
  logLevel: process.env.BENCH_LOG_LEVEL ?? 'info',
  /** Which reads to load (comma-separated paths); all four by default. */
  reads: process.env.BENCH_READS?.split(',').map((r) => r.trim()) ?? ['/api/auth/me', '/api/notifications/unread-count', '/api/partner-matches', '/api/notifications'],
};
const TARGET_RATIO = { embedded: 0.08, distributed: 0.15 } as const;
const TARGET_P99_MS = 50;
const log = (line = '') => process.stdout.write(`${line}\n`);

async function measureMode(mode: 'embedded' | 'distributed', helloUrl: string): Promise<Load[]> {
  const dataDir = mkdtempSync(join(tmpdir(), `bench-bff-${mode}-`));
  let database: BenchDatabase | undefined;
  let platform: PlatformProcess | undefined;
  try {
    const env: Record<string, string> = { LOG_LEVEL: settings.logLevel, SIGNUP_LIMIT_PER_HOUR: '100000', SIGNUP_LIMIT_PER_NETWORK: '100000', PROOF_OF_WORK_PRESSURE_PER_MINUTE: '100000' };
    if (mode === 'distributed') {
      database = await createBenchDatabase(settings.adminUrl, 'bench_bff');
      // Its queues expire once it stops (classic, throwaway), as the other benches' do.
      Object.assign(env, { DATABASE_URL: database.url, AMQP_URL: settings.amqpUrl, EVENT_NAMESPACE: `bench.${database.name}`, EVENT_QUEUE_EXPIRES_MS: String(15 * 60_000) });
    }
    platform = await startPlatformProcess({ dataDir, logFile: join(dataDir, 'platform.log'), env });
    const base = `http://127.0.0.1:${platform.port}`;
    const cookie = await signedInOwner(base);
    const results = [await load(settings, `${mode}: node:http hello world`, helloUrl)];
    for (const path of settings.reads) results.push(await load(settings, `${mode}: GET ${path}`, `${base}${path}`, { cookie }));
    return results;
  } finally {
    await platform?.stop();
    await database?.drop(log);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  assertLoopback('BENCH_DATABASE_URL / DATABASE_URL', settings.adminUrl);
  assertLoopback('BENCH_AMQP_URL / AMQP_URL', settings.amqpUrl);
  log(`BFF reads: ${settings.connections} connections, ${settings.seconds} s each after ${settings.warmupSeconds} s of warm-up; ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB; LOG_LEVEL ${settings.logLevel}`);
  const helloPort = 20000 + Math.floor(Math.random() * 20000);
  const hello = await startHelloWorld(helloPort);
  const rows: string[][] = [];
  let met = true;
  try {
    for (const mode of ['embedded', 'distributed'] as const) {
      if (!settings.modes.includes(mode)) continue;
      const [baseline, ...reads] = await measureMode(mode, `http://127.0.0.1:${helloPort}/`);
      rows.push([baseline!.label, Math.round(baseline!.rps).toLocaleString('en-GB'), ms(baseline!.p50), ms(baseline!.p99), String(baseline!.errors + baseline!.non2xx), '1']);
      for (const read of reads) {
        const ratio = read.rps / baseline!.rps;
        const ok = ratio >= TARGET_RATIO[mode] && read.p99 <= TARGET_P99_MS && read.errors + read.non2xx === 0;
        met &&= ok;
        rows.push([read.label, Math.round(read.rps).toLocaleString('en-GB'), ms(read.p50), ms(read.p99), String(read.errors + read.non2xx), `${ratio.toFixed(3)}${ok ? '' : ' (below target)'}`]);
      }
    }
  } finally {
    hello.kill();
    closeApiClient();
  }
  log();
  log(table(['load', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'ratio to hello world'], rows));
  log();
  log(`Targets: ratio >= ${TARGET_RATIO.embedded} embedded and >= ${TARGET_RATIO.distributed} distributed, p99 <= ${TARGET_P99_MS} ms, no errors: ${met ? 'met' : 'NOT met'}.`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
