// Crash recovery (hardening issue, point 3): the built platform (`npm start`'s entry, embedded
// database, events queued in it) is killed with SIGKILL a few times in the middle of a stream of
// sign-ups and started again on the same data folder. Afterwards every account that exists must
// have its welcome notification exactly once: none lost (the event was published, or was about to
// be, when the process died) and none doubled (it was delivered again after the restart).
// Before the fix, three kills during 300 sign-ups lost 2 welcome notifications.
// It prints figures; it asserts nothing. Run it with `npm run bench:crash-recovery`.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { WELCOME_NOTIFICATION } from '@comarketing/contracts';
import { Client } from 'pg';
import { type PlatformProcess, startPlatformProcess } from './platform-process';
import { intEnv } from './settings';

const SIGNUPS = intEnv('BENCH_SIGNUPS', 300, 1);
const KILLS = intEnv('BENCH_KILLS', 3, 0);
const CONCURRENCY = intEnv('BENCH_CONCURRENCY', 4, 1);
const log = (line: string) => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'bench-crash-recovery-'));
  const dataDir = join(folder, 'data');
  const logFile = join(folder, 'platform.log');
  // Every sign-up comes from this machine: the per-address and network limits and the proof of work
  // under pressure are not what is measured here.
  const env = { SIGNUP_LIMIT_PER_HOUR: String(SIGNUPS * 10), SIGNUP_LIMIT_PER_NETWORK: String(SIGNUPS * 10), PROOF_OF_WORK_PRESSURE_PER_MINUTE: String(SIGNUPS * 10) };
  log(`Crash recovery: ${SIGNUPS} sign-ups, ${CONCURRENCY} at a time, SIGKILL ${KILLS} times; ${cpus().length} cores, Node ${process.version}, load ${loadavg()[0].toFixed(1)}`);

  let platform: PlatformProcess = await startPlatformProcess({ dataDir, logFile, env });
  const port = platform.port;
  const killAt = new Set(Array.from({ length: KILLS }, (_, i) => Math.round(((i + 1) * SIGNUPS) / (KILLS + 1))));
  const outcome = { created: 0, refused: 0, cutOff: 0 };
  const restarts: number[] = [];
  let restarting: Promise<void> = Promise.resolve();
  let next = 0;

  const signUp = async (n: number) => {
    const email = `crash-${n}-${randomUUID()}@example.co.uk`;
    const body = { firstName: 'Bench', lastName: 'Owner', email, companyName: 'Bench Ltd', password: 'a-long-bench-password', confirmPassword: 'a-long-bench-password', agreeToTerms: true };
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(30_000) });
      if (res.status === 201) outcome.created++;
      else outcome.refused++;
    } catch {
      outcome.cutOff++; // in flight when the process died: the account may or may not exist
    }
  };

  const worker = async () => {
    for (let n = next++; n < SIGNUPS; n = next++) {
      if (killAt.has(n)) {
        restarting = (async () => {
          await platform.kill();
          const started = Date.now();
          platform = await startPlatformProcess({ dataDir, logFile, env, port });
          restarts.push(Date.now() - started);
        })();
      }
      await restarting;
      await signUp(n);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));

  // What the platform holds, read from its own database (the URL of the running one is in its data folder).
  const db = new Client({ connectionString: readFileSync(join(dataDir, 'pglite', 'postmaster.url'), 'utf8').trim() });
  await db.connect();
  const count = async () =>
    (
      await db.query<{ users: number; welcomed: number; doubled: number }>(
        `WITH welcome AS (SELECT user_id FROM notification.notifications WHERE title = $1)
         SELECT (SELECT count(*) FROM accounts.users)::int AS users,
                (SELECT count(DISTINCT user_id) FROM welcome)::int AS welcomed,
                (SELECT count(*) FROM (SELECT user_id FROM welcome GROUP BY user_id HAVING count(*) > 1) d)::int AS doubled`,
        [WELCOME_NOTIFICATION.title],
      )
    ).rows[0];
  const settledBy = Date.now() + 60_000;
  let state = await count();
  while (state.welcomed < state.users && Date.now() < settledBy) {
    await sleep(250);
    state = await count();
  }
  await db.end();
  await platform.stop();
  rmSync(folder, { recursive: true, force: true });

  log('');
  log(`sign-ups: ${outcome.created} created (201), ${outcome.refused} refused, ${outcome.cutOff} cut off by a kill`);
  log(`restarts after SIGKILL: ${restarts.length}, ready again in ${restarts.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ') || '-'}`);
  log(`accounts in the database: ${state.users}`);
  log(`welcomed exactly once: ${state.welcomed - state.doubled}, lost: ${state.users - state.welcomed}, doubled: ${state.doubled}`);
  log(state.users === state.welcomed && state.doubled === 0 ? 'nothing lost, nothing doubled' : 'EVENTS WERE LOST OR DOUBLED');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
