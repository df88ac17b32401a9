// `npm run bench:broadcast`: an admin's broadcast to 100,000 users on real PostgreSQL and RabbitMQ
// (the built platform as a child process), timed from the request until the last notification is
// stored, then checked: every recipient exactly once. The baseline in the same run is the
// database's floor: the same 100,000 notification rows written by one INSERT ... SELECT.
import { Pool } from 'pg';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { assertLoopback, createBenchDatabase, signInAdmin } from './bench-database';
import { type PlatformProcess, startPlatformProcess } from './platform-process';
import { intEnv } from './settings';
import { table } from './stats';
import { Random } from './synthetic';

const settings = {
  adminUrl: process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  amqpUrl: process.env.BENCH_AMQP_URL ?? process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672',
  users: intEnv('BENCH_USERS', 100_000, 1000),
  batchSize: intEnv('BENCH_BATCH_SIZE', 5000, 100),
  seed: intEnv('BENCH_SEED', 20261125),
};
const TARGET_SECONDS = 30;
const SEED_BATCH = 10_000;
const ADMIN = { email: 'bench-admin@example.co.uk', password: randomBytes(18).toString('base64url') };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = (line = '') => process.stdout.write(`${line}\n`);
const seconds = (ms: number) => (ms / 1000).toFixed(2);

/** The notification service's recipients (its read model of users), as `user.registered` would have made them. */
async function seedRecipients(pool: Pool, count: number): Promise<void> {
  const random = new Random(settings.seed);
  for (let start = 0; start < count; start += SEED_BATCH) {
    const ids = Array.from({ length: Math.min(SEED_BATCH, count - start) }, () => random.uuid());
    await pool.query(`INSERT INTO notification.recipients (user_id, email, first_name) SELECT id, id::text || '@example.co.uk', 'Owner' FROM unnest($1::uuid[]) AS id`, [ids]);
  }
  await pool.query('VACUUM ANALYZE notification.recipients');
}

/** The floor: the same rows in one statement, into a scratch copy of the table (dropped after). */
async function baseline(pool: Pool): Promise<number> {
  await pool.query(`CREATE TABLE notification.bench_floor (LIKE notification.notifications INCLUDING DEFAULTS INCLUDING INDEXES)`);
  const t0 = performance.now();
  await pool.query(
    `INSERT INTO notification.bench_floor (user_id, type, title, message, priority, communication_id)
     SELECT user_id, 'alert', 'Floor', 'The database floor.', 'high', gen_random_uuid() FROM notification.recipients`,
  );
  const elapsed = performance.now() - t0;
  await pool.query(`DROP TABLE notification.bench_floor`);
  return elapsed;
}

async function main(): Promise<void> {
  assertLoopback('BENCH_DATABASE_URL / DATABASE_URL', settings.adminUrl);
  assertLoopback('BENCH_AMQP_URL / AMQP_URL', settings.amqpUrl);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-broadcast-'));
  let platform: PlatformProcess | undefined;
  let pool: Pool | undefined;

  log(`Broadcast benchmark: ${settings.users.toLocaleString('en-GB')} recipients, batches of ${settings.batchSize.toLocaleString('en-GB')}`);
  log(`  machine:  ${cpus().length} cores (${cpus()[0]?.model.trim()}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`);
  const database = await createBenchDatabase(settings.adminUrl, 'bench_broadcast');
  const benchUrl = database.url;
  const stamp = database.name.slice('bench_broadcast_'.length);
  log(`  database: ${database.name} on PostgreSQL ${database.serverVersion}, dropped at the end; events through RabbitMQ`);
  try {
    platform = await startPlatformProcess({
      dataDir,
      logFile: join(dataDir, 'platform.log'),
      env: {
        DATABASE_URL: benchUrl,
        AMQP_URL: settings.amqpUrl,
        // Its own exchange and queues on the shared broker, removed by the broker after the run.
        EVENT_NAMESPACE: `bench.${stamp}`,
        EVENT_QUEUE_EXPIRES_MS: String(15 * 60_000),
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        COMMUNICATION_BATCH_SIZE: String(settings.batchSize),
      },
    });
    const base = `http://127.0.0.1:${platform.port}`;
    pool = new Pool({ connectionString: benchUrl, max: 2 });
    let t0 = performance.now();
    await seedRecipients(pool, settings.users);
    const [{ recipients }] = (await pool.query<{ recipients: number }>(`SELECT count(*)::int AS recipients FROM notification.recipients`)).rows;
    log(`  seeded ${recipients.toLocaleString('en-GB')} recipients (${seconds(performance.now() - t0)} s)`);
    const floorMs = await baseline(pool);
    const cookie = await signInAdmin(base, ADMIN);

    t0 = performance.now();
    const res = await fetch(`${base}/api/admin/notifications`, {
      method: 'POST',
      headers: { cookie, origin: base, 'content-type': 'application/json' },
      body: JSON.stringify({ broadcast: true, title: 'Maintenance tonight', message: 'The site is down from 22:00 to 22:30.', type: 'warning', priority: 'high' }),
    });
    const answeredMs = performance.now() - t0;
    const sent = (await res.json()) as { communication?: { id: string }; message?: string };
    if (res.status !== 201 || !sent.communication) throw new Error(`the broadcast answered ${res.status}: ${JSON.stringify(sent)}`);
    const id = sent.communication.id;

    // Polled every 50 ms: the time the last notification was stored is known to within that.
    let stored = 0;
    let lastStoredMs = 0;
    const deadline = Date.now() + 300_000;
    for (;;) {
      const [row] = (await pool.query<{ stored: number; status: string }>(
        `SELECT (SELECT count(*)::int FROM notification.notifications WHERE communication_id = $1) AS stored, status FROM notification.communications WHERE id = $1`,
        [id],
      )).rows;
      if (row.stored !== stored) {
        stored = row.stored;
        lastStoredMs = performance.now() - t0;
      }
      if (row.status === 'delivered' && stored >= recipients) break;
      if (Date.now() > deadline) throw new Error(`gave up after 5 minutes: ${stored} of ${recipients} stored, status ${row.status}`);
      await sleep(50);
    }
    const [check] = (await pool.query<{ rows: number; users: number; missing: number }>(
      `SELECT count(*)::int AS rows, count(DISTINCT user_id)::int AS users,
              (SELECT count(*)::int FROM notification.recipients r WHERE NOT EXISTS (SELECT 1 FROM notification.notifications n WHERE n.communication_id = $1 AND n.user_id = r.user_id)) AS missing
       FROM notification.notifications WHERE communication_id = $1`,
      [id],
    )).rows;
    const [figures] = (await pool.query<{ delivered: number }>(`SELECT delivered FROM notification.communications WHERE id = $1`, [id])).rows;
    const batches = Math.ceil(recipients / settings.batchSize);

    log('');
    log(
      table(
        ['measure', 'value'],
        [
          ['baseline: one INSERT ... SELECT of the same rows', `${seconds(floorMs)} s`],
          ['the API answered (recorded, delivery asked for)', `${answeredMs.toFixed(0)} ms`],
          [`last notification stored (${batches} batches)`, `${seconds(lastStoredMs)} s`],
          ['ratio to the baseline', (lastStoredMs / floorMs).toFixed(1)],
          ['notifications per second', Math.round(recipients / (lastStoredMs / 1000)).toLocaleString('en-GB')],
          ['stored / distinct users / recipients missing', `${check.rows.toLocaleString('en-GB')} / ${check.users.toLocaleString('en-GB')} / ${check.missing}`],
          ['delivered figure shown to admins', figures.delivered.toLocaleString('en-GB')],
          [`target: all stored within ${TARGET_SECONDS} s, none lost or doubled`, lastStoredMs <= TARGET_SECONDS * 1000 && check.rows === recipients && check.users === recipients && check.missing === 0 ? 'met' : 'MISSED'],
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
