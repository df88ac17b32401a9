// `npm run bench:admin-lists`: the admin panel's lists at 100,000 users and businesses on real
// PostgreSQL, measured at the BFF (the built platform as a child process, signed in as the
// ADMIN_EMAIL super admin), beside a baseline in the same run: `GET /api/admin/session`, which
// pays the same admin guard (session row, the user re-read from accounts) without a list.
import { Pool } from 'pg';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { assertLoopback, createBenchDatabase, signInAdmin } from './bench-database';
import { type PlatformProcess, startPlatformProcess } from './platform-process';
import { intEnv } from './settings';
import { ms, summarise, table } from './stats';
import { Random } from './synthetic';

const settings = {
  adminUrl: process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  users: intEnv('BENCH_USERS', 100_000, 1000),
  samples: intEnv('BENCH_SAMPLES', 200, 20),
  seed: intEnv('BENCH_SEED', 20261125),
  keepDatabase: process.env.BENCH_KEEP_DB === '1',
};
const TARGET_P95_MS = 50;
const BATCH = 5000;
const ADMIN = { email: 'bench-admin@example.co.uk', password: randomBytes(18).toString('base64url') };

const log = (line = '') => process.stdout.write(`${line}\n`);

const FIRST = ['Amelia', 'Oliver', 'Isla', 'George', 'Ava', 'Noah', 'Mia', 'Arthur', 'Ivy', 'Leo', 'Freya', 'Harry', 'Lily', 'Oscar', 'Grace', 'Jack'];
const LAST = ['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Patel', 'Wright', 'Evans', 'Walker', 'Roberts', 'Khan', 'Thompson', 'Hughes'];
const TOWNS = ['Leeds', 'Bristol', 'Norwich', 'Exeter', 'Derby', 'York', 'Bath', 'Hull', 'Leicester', 'Cardiff', 'Glasgow', 'Belfast'];
const KINDS = ['Bakery', 'Salon', 'Gym', 'Florist', 'Garage', 'Cafe', 'Studio', 'Books', 'Joinery', 'Dental'];

/** Users and one business each, straight into the accounts tables in batches (as a data import would). */
async function seed(pool: Pool, count: number): Promise<void> {
  const random = new Random(settings.seed);
  const now = Date.now();
  for (let start = 0; start < count; start += BATCH) {
    const n = Math.min(BATCH, count - start);
    const users = { id: [] as string[], email: [] as string[], first: [] as string[], last: [] as string[], company: [] as string[], active: [] as boolean[], verified: [] as boolean[], created: [] as string[], login: [] as (string | null)[] };
    const businesses = { user: [] as string[], name: [] as string[], town: [] as string[], verified: [] as boolean[], created: [] as string[] };
    for (let i = 0; i < n; i++) {
      const k = start + i;
      const first = random.pick(FIRST);
      const last = random.pick(LAST);
      const town = random.pick(TOWNS);
      const id = random.uuid();
      const created = new Date(now - random.int(0, 730) * 86_400_000 - random.int(0, 86_399) * 1000).toISOString();
      users.id.push(id);
      users.email.push(`${first}.${last}.${k}@example.co.uk`.toLowerCase());
      users.first.push(first);
      users.last.push(last);
      users.company.push(`${last} ${random.pick(KINDS)} ${k}`);
      users.active.push(random.next() < 0.95);
      users.verified.push(random.next() < 0.4);
      users.created.push(created);
      users.login.push(random.next() < 0.7 ? new Date(Date.parse(created) + random.int(0, 30) * 86_400_000).toISOString() : null);
      businesses.user.push(id);
      businesses.name.push(`${town} ${last} ${random.pick(KINDS)} ${k}`);
      businesses.town.push(town);
      businesses.verified.push(random.next() < 0.2);
      businesses.created.push(created);
    }
    await pool.query(
      `INSERT INTO accounts.users (id, email, first_name, last_name, company_name, password_hash, is_active, email_verified, created_at, updated_at, last_login_at)
       SELECT id, email, f, l, c, 'not-a-usable-hash', a, v, cr, cr, lg
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::bool[], $7::bool[], $8::timestamptz[], $9::timestamptz[]) AS t(id, email, f, l, c, a, v, cr, lg)`,
      [users.id, users.email, users.first, users.last, users.company, users.active, users.verified, users.created, users.login],
    );
    await pool.query(
      `INSERT INTO accounts.businesses (user_id, business_name, industry, location, postcode, verified, created_at, updated_at)
       SELECT u, n, 'retail', t, 'LS1 1AA', v, cr, cr
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::bool[], $5::timestamptz[]) AS b(u, n, t, v, cr)`,
      [businesses.user, businesses.name, businesses.town, businesses.verified, businesses.created],
    );
  }
  await pool.query('VACUUM ANALYZE accounts.users');
  await pool.query('VACUUM ANALYZE accounts.businesses');
}

/** Sequential GETs (one admin clicking), each timed from request to the whole body read. */
async function measure(base: string, cookie: string, paths: string[]): Promise<{ times: number[]; total: number }> {
  const times: number[] = [];
  let total = -1;
  for (let i = 0; i < settings.samples; i++) {
    const path = paths[i % paths.length];
    const t0 = performance.now();
    const res = await fetch(`${base}${path}`, { headers: { cookie, accept: 'application/json' } });
    const body = (await res.json()) as { total?: number };
    times.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
    if (i === 0) total = body.total ?? -1;
  }
  return { times, total };
}

async function main(): Promise<void> {
  assertLoopback('BENCH_DATABASE_URL / DATABASE_URL', settings.adminUrl);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-admin-'));
  let platform: PlatformProcess | undefined;
  let pool: Pool | undefined;

  log(`Admin lists benchmark: ${settings.users.toLocaleString('en-GB')} users and businesses, ${settings.samples} requests per case`);
  log(`  machine:  ${cpus().length} cores (${cpus()[0]?.model.trim()}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`);
  const database = await createBenchDatabase(settings.adminUrl, 'bench_admin');
  const benchUrl = database.url;
  log(`  database: ${database.name} on PostgreSQL ${database.serverVersion}${settings.keepDatabase ? ' (kept)' : ', dropped at the end'}`);
  try {
    let t0 = performance.now();
    platform = await startPlatformProcess({
      dataDir,
      logFile: join(dataDir, 'platform.log'),
      env: { DATABASE_URL: benchUrl, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DEMO_CONTENT: 'off' },
    });
    const base = `http://127.0.0.1:${platform.port}`;
    log(`  platform started, migrations run (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
    t0 = performance.now();
    pool = new Pool({ connectionString: benchUrl, max: 2 });
    await seed(pool, settings.users);
    log(`  seeded ${settings.users.toLocaleString('en-GB')} users and businesses (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
    const cookie = await signInAdmin(base, ADMIN);

    const deepPage = Math.floor(settings.users / 2 / 20);
    const cases: [string, string[]][] = [
      ['baseline: GET /api/admin/session', ['/api/admin/session']],
      ['users, first page', ['/api/admin/users?page=1&pageSize=20']],
      ['users, inactive', ['/api/admin/users?filter=inactive&page=1']],
      ['users, search by surname', LAST.map((l) => `/api/admin/users?search=${l}`)],
      ['users, verified + search e-mail', LAST.map((l, i) => `/api/admin/users?filter=verified&search=${FIRST[i].toLowerCase()}.${l.toLowerCase()}`)],
      ['users, sorted by name', ['/api/admin/users?sort=name&order=asc']],
      [`users, page ${deepPage.toLocaleString('en-GB')} (middle)`, [`/api/admin/users?page=${deepPage}`]],
      ['businesses, first page', ['/api/admin/businesses?page=1']],
      ['businesses, verified + search', TOWNS.map((t) => `/api/admin/businesses?filter=verified&search=${t}`)],
      ['businesses, search owner e-mail', FIRST.map((f, i) => `/api/admin/businesses?search=${f.toLowerCase()}.${LAST[i].toLowerCase()}.`)],
      ['businesses, broad search (6% of rows)', FIRST.map((f) => `/api/admin/businesses?search=${f.toLowerCase()}.`)],
      ['activity (audit trail)', ['/api/admin/audit?page=1']],
      ['dashboard figures', ['/api/admin/metrics']],
    ];
    // One warm-up pass: the first query of a kind plans and loads pages.
    for (const [, paths] of cases) for (const path of paths) await fetch(`${base}${path}`, { headers: { cookie } }).then((r) => r.arrayBuffer());

    const rows: string[][] = [];
    let baselineP95 = Number.NaN;
    for (const [label, paths] of cases) {
      const { times, total } = await measure(base, cookie, paths);
      const s = summarise(times);
      if (Number.isNaN(baselineP95)) baselineP95 = s.p95;
      const isBaseline = label.startsWith('baseline');
      rows.push([label, total >= 0 ? total.toLocaleString('en-GB') : '-', ms(s.p50), ms(s.p95), ms(s.max), isBaseline ? '1.0' : (s.p95 / baselineP95).toFixed(1), isBaseline ? '' : s.p95 <= TARGET_P95_MS ? 'met' : 'MISSED']);
    }
    log('');
    log(table(['case', 'total rows', 'p50 ms', 'p95 ms', 'max ms', 'p95 / baseline', `p95 <= ${TARGET_P95_MS} ms`], rows));
  } finally {
    await pool?.end().catch(() => undefined);
    await platform?.stop();
    if (!settings.keepDatabase) await database.drop(log);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
