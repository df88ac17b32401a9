// What the throughput benches share: a closed loop of connections against a URL (autocannon), and
// the baseline it is judged against, a `node:http` hello world in the same Node, measured in the
// same run (the ratio is the figure: it cancels out how fast this machine happens to be today).
import autocannon from 'autocannon';
import { type ChildProcess, spawn } from 'node:child_process';

export interface Load {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export interface LoadSettings {
  connections: number;
  seconds: number;
  warmupSeconds: number;
}

/** A closed loop of `connections` for `seconds` (after a warm-up that is not counted). */
export async function load(settings: LoadSettings, label: string, url: string, headers: Record<string, string> = {}): Promise<Load> {
  if (settings.warmupSeconds > 0) await autocannon({ url, connections: settings.connections, duration: settings.warmupSeconds, headers });
  const result = await autocannon({ url, connections: settings.connections, duration: settings.seconds, headers });
  return { label, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts, non2xx: result.non2xx };
}

/** The baseline: the smallest possible server in the same Node, in its own process, so the load generator keeps its core. */
export async function startHelloWorld(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-e', `require('node:http').createServer((q, s) => s.end('hello world')).listen(${port}, '127.0.0.1', () => process.send('up'))`], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`hello world exited (${code})`)));
  });
  return child;
}
