// Sign-in flood benchmark (hardening issue, round two, finding 2): an anonymous flood of wrong
// sign-ins from 300 client addresses must not stop real people nor lock them out. The built
// platform runs as a child process (embedded database, default settings); a worker thread sends
// the flood, closed-loop, each request on a new connection from one of 300 loopback source
// addresses; meanwhile real people sign in from their own browsers, from new browsers (solving
// the proof of work when asked) and sign up (solving when asked), at steady rates.
// Variants: 'spread' (made-up e-mails, the 300 addresses in 300 different /24s, so the network
// limit alone cannot stop them), 'few-networks' (the same from 3 /24s), 'target' (half the
// flood guesses the passwords of 10 real accounts, the rest made-up e-mails; spread).
// Targets: real sign-ins and sign-ups >= 95% successful with p95 <= 2 s while the flood runs,
// nobody locked out after it. It prints figures and met/missed; it asserts nothing.
import { randomInt, randomUUID } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { startPlatformProcess } from './platform-process';
import { closeRealUsersAgent, cpuSecondsOf, lockOutCheck, realTraffic, type RealOwner, type RealTraffic, reportRealTraffic, signUpOwners } from './real-users';
import { intEnv } from './settings';

const settings = {
  connections: intEnv('BENCH_CONNECTIONS', 100, 1),
  addresses: intEnv('BENCH_ADDRESSES', 300, 1),
  floodSeconds: intEnv('BENCH_FLOOD_SECONDS', 30, 1),
  baselineSeconds: intEnv('BENCH_BASELINE_SECONDS', 10, 1),
  afterSeconds: intEnv('BENCH_AFTER_SECONDS', 10, 1),
  owners: intEnv('BENCH_OWNERS', 20, 2),
  variants: (process.env.BENCH_VARIANTS ?? 'spread,few-networks,target').split(',').map((v) => v.trim()),
};
const LAST_LOG = join(tmpdir(), 'bench-sign-in-flood-platform.log');
const log = (line: string) => process.stdout.write(`${line}\n`);

/** 300 addresses in 300 /24s (127.1-200.x.y), or in 3 /24s (127.99.0-2.y). */
function floodAddresses(count: number, spread: boolean): string[] {
  return Array.from({ length: count }, (_, i) => (spread ? `127.${1 + (i % 200)}.${1 + Math.floor(i / 200)}.${randomInt(2, 255)}` : `127.99.${i % 3}.${2 + Math.floor(i / 3)}`));
}

interface FloodOrder {
  port: number;
  addresses: string[];
  /** E-mails of real accounts the flood guesses at (every other request), if any. */
  targets: string[];
  seconds: number;
  connections: number;
}
interface FloodResult {
  requests: number;
  statuses: Record<string, number>;
  seconds: number;
}

/** In a worker thread: `connections` clients, each sending the next wrong sign-in once the last is answered. */
async function runFlood(order: FloodOrder): Promise<FloodResult> {
  const statuses: Record<string, number> = {};
  const started = performance.now();
  const end = started + order.seconds * 1000;
  let requests = 0;
  const post = (localAddress: string, body: unknown) =>
    new Promise<number | string>((resolvePromise) => {
      const payload = Buffer.from(JSON.stringify(body));
      const req = request({ host: '127.0.0.1', port: order.port, method: 'POST', path: '/api/auth/login', agent: false, localAddress, headers: { 'content-type': 'application/json', 'content-length': String(payload.length) } }, (res) => {
        res.resume();
        res.on('end', () => resolvePromise(res.statusCode ?? 0));
      });
      req.setTimeout(10_000, () => req.destroy(new Error('timed out')));
      req.on('error', (e) => resolvePromise(e.message.includes('timed out') ? 'timeout' : 'error'));
      req.end(payload);
    });
  const client = async (c: number) => {
    for (let i = 0; performance.now() < end; i++) {
      const n = c + i * order.connections;
      const email = order.targets.length > 0 && n % 2 === 0 ? order.targets[n % order.targets.length] : `nobody-${randomUUID()}@example.co.uk`;
      const status = await post(order.addresses[n % order.addresses.length], { email, password: `guess-${randomUUID()}` });
      requests++;
      statuses[String(status)] = (statuses[String(status)] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: order.connections }, (_, c) => client(c)));
  return { requests, statuses, seconds: (performance.now() - started) / 1000 };
}

function floodInWorker(order: FloodOrder): Promise<FloodResult> {
  return new Promise((resolvePromise, reject) => {
    const worker = new Worker(__filename, { workerData: order });
    worker.once('message', resolvePromise);
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`the flood worker exited with ${code}`)));
  });
}

interface Phase {
  name: string;
  platformCores?: number;
  traffic: RealTraffic;
  flood?: FloodResult;
  lockOut?: Awaited<ReturnType<typeof lockOutCheck>>;
  targeted: boolean;
  load: number;
}


async function phase(name: string, seconds: number, port: number, pid: number | undefined, owners: RealOwner[], newBrowserOwners: RealOwner[], flood?: Omit<FloodOrder, 'port' | 'seconds' | 'connections'>): Promise<Phase> {
  log(`  ${name}: ${seconds} s ...`);
  const cpuBefore = cpuSecondsOf(pid);
  const started = performance.now();
  const end = started + seconds * 1000;
  const [traffic, floodResult] = await Promise.all([
    realTraffic(port, owners, newBrowserOwners, () => performance.now() >= end),
    flood ? floodInWorker({ ...flood, port, seconds, connections: settings.connections }) : Promise.resolve(undefined),
  ]);
  const platformCores = (cpuSecondsOf(pid) - cpuBefore) / ((performance.now() - started) / 1000);
  // At once after the flood: does everyone get in?
  const lockOut = flood ? await lockOutCheck(port, owners) : undefined;
  return { name, platformCores, traffic, flood: floodResult, lockOut, targeted: (flood?.targets.length ?? 0) > 0, load: loadavg()[0] };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-sign-in-flood-'));
  const logFile = join(dataDir, 'platform.log');
  log(`Sign-in flood: ${settings.connections} connections from ${settings.addresses} addresses for ${settings.floodSeconds} s per variant (${settings.variants.join(', ')})`);
  log(`machine: ${cpus().length} cores (${cpus()[0]?.model.trim()}), Node ${process.version}, 1-minute load ${loadavg()[0].toFixed(1)}${loadavg()[0] > cpus().length ? ' (WARNING: already above the core count; figures will be worse)' : ''}`);
  const platform = await startPlatformProcess({ dataDir: join(dataDir, 'data'), logFile });
  const stop = async () => {
    await platform.stop();
    closeRealUsersAgent();
    copyFileSync(logFile, LAST_LOG);
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void stop().finally(() => process.exit(130)));
  try {
    log(`  platform (child process ${platform.child.pid}) on port ${platform.port}`);
    const owners = await signUpOwners(platform.port, settings.owners);
    // The first half may be attacked (the 'target' flood); new-browser sign-ins use the others.
    const attacked = owners.slice(0, Math.floor(owners.length / 2));
    const spared = owners.slice(attacked.length);
    const phases: Phase[] = [await phase('baseline (no flood)', settings.baselineSeconds, platform.port, platform.child.pid, owners, spared)];
    const variants: Record<string, Omit<FloodOrder, 'port' | 'seconds' | 'connections'>> = {
      spread: { addresses: floodAddresses(settings.addresses, true), targets: [] },
      'few-networks': { addresses: floodAddresses(settings.addresses, false), targets: [] },
      target: { addresses: floodAddresses(settings.addresses, true), targets: attacked.map((o) => o.email) },
    };
    for (const name of settings.variants) {
      const flood = variants[name];
      if (!flood) throw new Error(`unknown variant ${name}: one of ${Object.keys(variants).join(', ')}`);
      phases.push(await phase(`flood, ${name}`, settings.floodSeconds, platform.port, platform.child.pid, owners, spared, flood));
      phases.push(await phase(`after ${name}`, settings.afterSeconds, platform.port, platform.child.pid, owners, spared));
    }
    reportRealTraffic(phases, 'flood');
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
