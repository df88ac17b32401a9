import { Client, Pool } from 'pg';
import { chmodSync, lstatSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type EmbeddedPostgres, runningDatabaseUrl, startEmbeddedPostgres } from '../src';

// The embedded database must behave like a real server for many concurrent `pg` clients: the
// services share it through separate pools, and each uses parameterised (extended protocol) queries.
describe('embedded PostgreSQL over the wire protocol', () => {
  let pg: EmbeddedPostgres;
  let pools: Pool[];

  beforeAll(async () => {
    pg = await startEmbeddedPostgres();
    pools = [0, 1, 2, 3].map(() => new Pool({ connectionString: pg.url, max: 5 }));
    await pools[0].query('CREATE TABLE t (id int PRIMARY KEY, v text)');
  }, 30_000);

  afterAll(async () => {
    await Promise.all(pools.map((p) => p.end()));
    await pg.stop();
  });

  it('refuses a client without the password made at start (28P01), before it can read anything', async () => {
    const url = new URL(pg.url);
    expect(url.password).toMatch(/^[0-9a-f]{48}$/);
    const attempt = async (password: string, user = 'postgres') => {
      const client = new Client({ host: url.hostname, port: Number(url.port), user, password, database: 'postgres' });
      client.on('error', () => undefined);
      try {
        await client.connect();
        return 'connected';
      } catch (error) {
        return (error as { code?: string }).code;
      } finally {
        await client.end().catch(() => undefined);
      }
    };
    expect(await attempt('postgres')).toBe('28P01');
    expect(await attempt(`${url.password}x`)).toBe('28P01');
    expect(await attempt(url.password, 'someone')).toBe('28P01');
    expect(await attempt(url.password)).toBe('connected');
    // And the server goes on serving everyone else.
    const { rows } = await pools[0].query('SELECT 1 AS one');
    expect(rows).toEqual([{ one: 1 }]);
  });

  it('keeps concurrent parameterised queries and transactions from different clients apart', async () => {
    await Promise.all(
      Array.from({ length: 120 }, async (_, i) => {
        const pool = pools[i % 4];
        if (i % 2) {
          await pool.query('INSERT INTO t VALUES ($1, $2)', [i, `plain-${i}`]);
          return;
        }
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          await client.query('INSERT INTO t VALUES ($1, $2)', [i, `tx-${i}`]);
          const { rows } = await client.query('SELECT v FROM t WHERE id = $1', [i]);
          expect(rows[0].v).toBe(`tx-${i}`);
          await client.query(i % 4 === 0 ? 'ROLLBACK' : 'COMMIT');
        } finally {
          client.release();
        }
      }),
    );
    const { rows } = await pools[1].query('SELECT count(*)::int AS n FROM t');
    expect(rows[0].n).toBe(120 - 30);
  });

  it('rolls back a transaction whose client disconnects, and keeps serving others', async () => {
    const client = await pools[2].connect();
    await client.query('BEGIN');
    await client.query('INSERT INTO t VALUES (10001, $1)', ['abandoned']);
    client.release(true);
    const { rows } = await pools[3].query('SELECT count(*)::int AS n FROM t WHERE id = $1', [10001]);
    expect(rows[0].n).toBe(0);
  });

  it('recovers from an error inside a transaction', async () => {
    const client = await pools[0].connect();
    try {
      await client.query('BEGIN');
      await expect(client.query('SELECT 1/0')).rejects.toThrow('division by zero');
      await client.query('ROLLBACK');
      const { rows } = await client.query('SELECT $1::text AS ok', ['fine']);
      expect(rows[0].ok).toBe('fine');
    } finally {
      client.release();
    }
  });

  it('has gen_random_uuid() built in', async () => {
    const { rows } = await pools[0].query('SELECT gen_random_uuid() AS id');
    expect(rows[0].id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('embedded PostgreSQL on a data directory', () => {
  it('tells operator tools its URL through a file only its owner can read, gone once it stops', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pg-embedded-'));
    try {
      const pg = await startEmbeddedPostgres({ dataDir });
      try {
        expect(runningDatabaseUrl(dataDir)).toBe(pg.url);
        expect(statSync(join(dataDir, 'postmaster.url')).mode & 0o777).toBe(0o400);
      } finally {
        await pg.stop();
      }
      expect(runningDatabaseUrl(dataDir)).toBeUndefined();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  /** Every file and folder under `dir` that its group or others may read, write or enter. */
  const openToOthers = (dir: string): string[] => {
    const found: string[] = [];
    const visit = (path: string) => {
      const stat = lstatSync(path);
      if (stat.mode & 0o077) found.push(`${(stat.mode & 0o777).toString(8)} ${path.slice(dir.length)}`);
      if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
    };
    visit(dir);
    return found;
  };

  // PGlite's files were 0666 (969 of 1,311 world-writable): Emscripten sets them with chmod, past the umask.
  it('keeps its data directory owner-only: what it creates, what it writes while running, and what an earlier start left open', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pg-embedded-'));
    try {
      let pg = await startEmbeddedPostgres({ dataDir });
      try {
        const pool = new Pool({ connectionString: pg.url, max: 1 });
        await pool.query('CREATE TABLE grows (id int PRIMARY KEY, v text); INSERT INTO grows SELECT i, repeat($$x$$, 100) FROM generate_series(1, 5000) i; CREATE INDEX ON grows (v)');
        await pool.end();
        expect(readdirSync(join(dataDir, 'pgdata')).length).toBeGreaterThan(5);
        expect(openToOthers(dataDir)).toEqual([]);
      } finally {
        await pg.stop();
      }

      // As a start before this fix left them.
      for (const name of ['PG_VERSION', 'postgresql.conf']) chmodSync(join(dataDir, 'pgdata', name), 0o666);
      chmodSync(join(dataDir, 'pgdata', 'base'), 0o777);
      pg = await startEmbeddedPostgres({ dataDir });
      await pg.stop();
      expect(openToOthers(dataDir)).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
