// Sign-up flood benchmark (hardening issue, point 1): anyone can ask for sign-ups without an
// account, and each costs a password hash. With the platform running as its own process (the
// built `npm start`, embedded database, a fresh data folder), this measures a signed-in user's
// `GET /api/auth/me` at a steady rate and a real sign-in every ~2 s:
//   1. baseline: nothing else going on;
//   2. flood from one address: 100 connections sending sign-ups as fast as answered for 20 s,
//      half for taken e-mails, half fresh;
//   3. distributed flood: the same, each request from its own address (its own loopback source
//      address 127.x.y.z, a real socket address the BFF sees; no proxy header is trusted), so the
//      per-address limit never applies and the accounts service's hash bound is what holds;
//   4. after: the same reads once the flood has stopped (did the damage outlast it?).
// Targets: p99 of /api/auth/me <= 500 ms and every real sign-in succeeds, during each flood.
// Round two (finding 2): real people beside the flood too (real-users.ts): owners signing in from
// their own browser and from a new one, newcomers signing up, solving the proof of work when
// asked; >= 95% successful with p95 <= 2 s while the flood runs, and nobody locked out after it.
// It prints figures; it asserts nothing. Run it with `npm run bench:signup-flood` (see bench/README.md).
import { randomInt } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { startPlatformProcess } from './platform-process';
import { atSteadyRate, closeRealUsersAgent, cpuSecondsOf, freshEmail, lockOutCheck, REAL_PASSWORD, send, sendSolving, signUpBody, realTraffic, type RealOwner, type RealTraffic, type RealTrafficPhase, reportRealTraffic, signUpOwners } from './real-users';
import { ms, percentile, table } from './stats';
import { intEnv } from './settings';

const settings = {
  connections: intEnv('BENCH_CONNECTIONS', 100, 1),
  floodSeconds: intEnv('BENCH_FLOOD_SECONDS', 20, 1),
  baselineSeconds: intEnv('BENCH_BASELINE_SECONDS', 10, 1),
  afterSeconds: intEnv('BENCH_AFTER_SECONDS', 10, 0),
  meEveryMs: intEnv('BENCH_ME_EVERY_MS', 50, 5),
  signInEveryMs: intEnv('BENCH_SIGNIN_EVERY_MS', 2000, 50),
  takenEmails: intEnv('BENCH_TAKEN_EMAILS', 20, 1),
  variants: (process.env.BENCH_VARIANTS ?? 'one-address,distributed').split(',').map((v) => v.trim()),
};
const TARGET_P99_MS = 500;
const LAST_LOG = join(tmpdir(), 'bench-signup-flood-platform.log');

const log = (line: string) => process.stdout.write(`${line}\n`);
/** A loopback source address of its own (any 127/8 address is this machine). */
// 127.1-239: the real people of real-users.ts have 127.240-254 to themselves.
const someLoopbackAddress = () => `127.${randomInt(1, 240)}.${randomInt(0, 256)}.${randomInt(2, 255)}`;

// Measurement traffic: its own pooled connections, so it never queues behind the flood's sockets.
const measuring = new Agent({ keepAlive: true, maxSockets: 16 });
// The one-address flood: one kept-alive connection per flooding client.
const flooding = new Agent({ keepAlive: true, maxSockets: 1000 });

interface PhaseResult {
  name: string;
  me: number[];
  meFailures: Record<string, number>;
  signIns: { ok: number; failed: number; statuses: Record<string, number>; latencies: number[] };
  flood: { requests: number; statuses: Record<string, number>; seconds: number } | undefined;
  load: number;
  real: RealTrafficPhase;
}

/** The platform's process, whose CPU use each phase reports. */
let platformPid: number | undefined;

const bump = (counts: Record<string, number>, key: string | number) => void (counts[String(key)] = (counts[String(key)] ?? 0) + 1);

async function phase(
  name: string,
  seconds: number,
  port: number,
  me: { cookie: string },
  owners: { email: string }[],
  real: RealOwner[],
  flood?: Omit<FloodOrder, 'port' | 'seconds' | 'connections'>,
): Promise<PhaseResult> {
  log(`  ${name}: ${seconds} s ...`);
  const cpuBefore = cpuSecondsOf(platformPid);
  const result: PhaseResult = { name, me: [], meFailures: {}, signIns: { ok: 0, failed: 0, statuses: {}, latencies: [] }, flood: undefined, load: 0, real: { name, traffic: undefined as unknown as RealTraffic, targeted: false, load: 0 } };
  const end = performance.now() + seconds * 1000;
  const until = () => performance.now() >= end;
  let next = 0;
  const signInFrom = someLoopbackAddress();
  const [, , floodResult, traffic] = await Promise.all([
    atSteadyRate(settings.meEveryMs, until, async () => {
      const t0 = performance.now();
      const res = await send(port, 'GET', '/api/auth/me', { cookie: me.cookie, agent: measuring }).catch((e: Error) => ({ status: 0, body: e.message }));
      if (res.status === 200) result.me.push(performance.now() - t0);
      else bump(result.meFailures, res.status);
    }),
    atSteadyRate(settings.signInEveryMs, until, async () => {
      const owner = owners[next++ % owners.length];
      const t0 = performance.now();
      // As the form does: a proof of work asked under pressure is solved and the sign-in sent again.
      const res = await sendSolving(port, '/api/auth/login', { email: owner.email, password: REAL_PASSWORD }, { localAddress: signInFrom }).then(
        ({ answer }) => answer,
        (e: Error) => ({ status: 0, body: e.message }),
      );
      result.signIns.latencies.push(performance.now() - t0);
      bump(result.signIns.statuses, res.status);
      if (res.status === 200) result.signIns.ok++;
      else result.signIns.failed++;
    }),
    flood ? floodInWorker({ ...flood, port, seconds, connections: settings.connections }) : Promise.resolve(undefined),
    realTraffic(port, real, real, until),
  ]);
  result.flood = floodResult;
  result.load = loadavg()[0];
  const platformCores = (cpuSecondsOf(platformPid) - cpuBefore) / seconds;
  result.real = { name, platformCores, traffic, flood: floodResult, lockOut: flood ? await lockOutCheck(port, real) : undefined, targeted: false, load: result.load };
  return result;
}

interface FloodOrder {
  port: number;
  taken: string[];
  distributed: boolean;
  seconds: number;
  connections: number;
}

/**
 * In a worker thread (its own event loop), `connections` clients each sending the next sign-up as
 * soon as the last is answered, so the flood's own work never delays the measurements' timers.
 */
async function runFlood(order: FloodOrder): Promise<{ requests: number; statuses: Record<string, number>; seconds: number }> {
  // The one-address flood: every client from the same address, on kept-alive connections.
  // Distributed: a new connection per request, each from an address of its own.
  const shared = someLoopbackAddress();
  const statuses: Record<string, number> = {};
  const started = performance.now();
  const end = started + order.seconds * 1000;
  let requests = 0;
  const client = async (c: number) => {
    for (let i = 0; performance.now() < end; i++) {
      // Half for addresses already taken (409, now without a hash), half fresh (a hash each).
      const email = (c + i) % 2 === 0 ? order.taken[(c + i) % order.taken.length] : freshEmail('flood');
      const status = await send(order.port, 'POST', '/api/auth/register', {
        body: signUpBody(email),
        agent: order.distributed ? false : flooding,
        localAddress: order.distributed ? someLoopbackAddress() : shared,
        timeoutMs: 10_000,
      }).then(
        (answer) => answer.status,
        (e: Error) => (e.message.includes('timed out') ? 'timeout' : 'error'),
      );
      requests++;
      bump(statuses, status);
    }
  };
  await Promise.all(Array.from({ length: order.connections }, (_, c) => client(c)));
  flooding.destroy();
  return { requests, statuses, seconds: (performance.now() - started) / 1000 };
}

function floodInWorker(order: FloodOrder): Promise<{ requests: number; statuses: Record<string, number>; seconds: number }> {
  return new Promise((resolvePromise, reject) => {
    const worker = new Worker(__filename, { workerData: order });
    worker.once('message', resolvePromise);
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`the flood worker exited with ${code}`)));
  });
}

function report(results: PhaseResult[]): void {
  const baseline = results[0];
  const p = (samples: number[], q: number) => percentile(samples, q);
  log('');
  log('GET /api/auth/me of a signed-in user (ms), real sign-ins, flood answers:');
  log('');
  log(
    table(
      ['phase', 'me n', 'p50', 'p95', 'p99', 'max', 'p99 vs baseline', 'me failed', 'sign-ins ok/failed', 'sign-in p99', 'flood req/s', 'flood answers', 'load'],
      results.map((r) => [
        r.name,
        String(r.me.length),
        ms(p(r.me, 50)),
        ms(p(r.me, 95)),
        ms(p(r.me, 99)),
        ms(r.me.length ? Math.max(...r.me) : Number.NaN),
        r === baseline ? '-' : `${(p(r.me, 99) / p(baseline.me, 99)).toFixed(1)}x`,
        Object.entries(r.meFailures).map(([s, n]) => `${s}:${n}`).join(' ') || '0',
        `${r.signIns.ok}/${r.signIns.failed}`,
        ms(p(r.signIns.latencies, 99)),
        r.flood ? (r.flood.requests / r.flood.seconds).toFixed(0) : '-',
        r.flood ? Object.entries(r.flood.statuses).sort().map(([s, n]) => `${s}:${n}`).join(' ') : '-',
        r.load.toFixed(1),
      ]),
    ),
  );
  log('');
  for (const r of results.filter((x) => x.flood)) {
    const p99 = p(r.me, 99);
    const meOk = p99 <= TARGET_P99_MS && Object.keys(r.meFailures).length === 0;
    const signInsOk = r.signIns.failed === 0;
    log(`  ${r.name}: p99 /api/auth/me ${ms(p99)} ms (target <= ${TARGET_P99_MS}) ${meOk ? 'met' : 'NOT met'}; real sign-ins ${r.signIns.ok} ok, ${r.signIns.failed} failed ${signInsOk ? 'met' : `NOT met (${JSON.stringify(r.signIns.statuses)})`}`);
  }
  log('');
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-signup-flood-'));
  const logFile = join(dataDir, 'platform.log');
  log(`Sign-up flood: ${settings.connections} connections for ${settings.floodSeconds} s; /api/auth/me every ${settings.meEveryMs} ms, a sign-in every ${settings.signInEveryMs} ms`);
  log(`machine: ${cpus().length} cores (${cpus()[0]?.model.trim()}), Node ${process.version}, 1-minute load ${loadavg()[0].toFixed(1)}${loadavg()[0] > cpus().length ? ' (WARNING: already above the core count; figures will be worse)' : ''}`);
  const platform = await startPlatformProcess({ dataDir: join(dataDir, 'data'), logFile });
  const stop = async () => {
    await platform.stop();
    measuring.destroy();
    flooding.destroy();
    closeRealUsersAgent();
    // The platform's log (warnings and errors) outlives the data folder, for a look afterwards.
    copyFileSync(logFile, LAST_LOG);
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void stop().finally(() => process.exit(130)));
  try {
    log(`  platform (child process ${platform.child.pid}) on port ${platform.port}, data in ${dataDir}`);
    platformPid = platform.child.pid;
    // Real users, each signed up from its own address (the per-address sign-up limit is real).
    const register = async (email: string) => {
      const res = await send(platform.port, 'POST', '/api/auth/register', { body: signUpBody(email), localAddress: someLoopbackAddress(), agent: measuring });
      if (res.status !== 201) throw new Error(`sign-up of ${email}: ${res.status} ${res.body.slice(0, 200)}`);
      return res;
    };
    const me = { cookie: `cm.sid=${(await register(freshEmail('reader'))).cookies['cm.sid']}` };
    const owners = Array.from({ length: 5 }, () => ({ email: freshEmail('owner') }));
    for (const owner of owners) await register(owner.email);
    const taken = Array.from({ length: settings.takenEmails }, () => freshEmail('taken'));
    for (const email of taken) await register(email);

    // Owners with their own browsers (and the same owners from new browsers), in networks of their own.
    const real = await signUpOwners(platform.port, 10);

    const results: PhaseResult[] = [];
    results.push(await phase('baseline (no flood)', settings.baselineSeconds, platform.port, me, owners, real));
    if (settings.variants.includes('one-address')) {
      results.push(await phase('flood, one address', settings.floodSeconds, platform.port, me, owners, real, { taken, distributed: false }));
      results.push(await phase('after the flood', Math.max(1, settings.afterSeconds), platform.port, me, owners, real));
    }
    if (settings.variants.includes('distributed')) {
      results.push(await phase('flood, a new address per request', settings.floodSeconds, platform.port, me, owners, real, { taken, distributed: true }));
      results.push(await phase('after the flood', Math.max(1, settings.afterSeconds), platform.port, me, owners, real));
    }
    report(results);
    reportRealTraffic(results.map((r) => r.real), 'sign-up flood');
    log(`  the platform's log: ${LAST_LOG}`);
  } finally {
    await stop();
  }
}

if (isMainThread) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  void runFlood(workerData as FloodOrder).then((result) => parentPort!.postMessage(result));
}
