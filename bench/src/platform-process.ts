// The built platform (`npm start`'s own entry, infra/embedded/dist/main.js) as a child process, for
// benches that load it from outside (the load gets its own CPU) or kill it.
import { findFreePort } from '@comarketing/pg-embedded';
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface PlatformProcess {
  port: number;
  child: ChildProcess;
  /** SIGTERM, then SIGKILL after 15 s. */
  stop(): Promise<void>;
  /** kill -9, as a crash; resolves once the process is gone. */
  kill(): Promise<void>;
}

/**
 * Starts the platform on the embedded database in `dataDir` (kept: a second start reopens it) and
 * waits for /api/health. `env` adds settings; DATABASE_URL and AMQP_URL of the caller are not
 * passed on. BENCH_NODE_ARGS (e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof') profiles the platform.
 */
export async function startPlatformProcess(options: { dataDir: string; logFile: string; port?: number; env?: Record<string, string> }): Promise<PlatformProcess> {
  const port = options.port ?? (await findFreePort('127.0.0.1'));
  const out = openSync(options.logFile, 'a');
  const { DATABASE_URL: _db, AMQP_URL: _amqp, ...inherited } = process.env;
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, join(ROOT, 'infra/embedded/dist/main.js')], {
    env: { ...inherited, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: options.dataDir, DEMO_CONTENT: 'off', LOG_LEVEL: 'warn', ...options.env },
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (gone) throw new Error(`the platform exited at start; see ${options.logFile}:\n${readFileSync(options.logFile, 'utf8').slice(-2000)}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2000) }).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`the platform did not answer /api/health within 3 minutes; see ${options.logFile}`);
    await sleep(250);
  }
  return {
    port,
    child,
    async stop() {
      if (gone) return;
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(15_000).then(() => child.kill('SIGKILL'))]);
    },
    async kill() {
      if (!gone) child.kill('SIGKILL');
      await exited;
    },
  };
}
