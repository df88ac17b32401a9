import { Pool } from 'pg';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../src';

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
