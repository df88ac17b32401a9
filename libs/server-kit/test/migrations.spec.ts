import { randomBytes } from 'node:crypto';
import { type DataSource, type MigrationInterface, type QueryRunner } from 'typeorm';
import { openMigratedDataSource, typeOrmOptions } from '../src';

// Two instances of a service starting at the same moment on a database that has never seen it.
// Without a lock both found the migrations pending and both ran them; the second failed half-way
// ("relation already exists") and the instance did not start.

class CreateSlowly1700000000000 implements MigrationInterface {
  name = 'CreateSlowly1700000000000';
  constructor(private readonly schema: string) {}
  async up(q: QueryRunner): Promise<void> {
    await q.query('SELECT pg_sleep(0.3)'); // long enough for the other instance to look meanwhile
    await q.query(`CREATE TABLE "${this.schema}".things (id int PRIMARY KEY)`);
  }
  async down(): Promise<void> {}
}

// PGlite is one session for every connection, so its advisory locks cannot keep two of them apart;
// the embedded platform never starts two instances of a service.
const describeOnPostgres = process.env.TEST_DATABASE_KIND === 'postgres' ? describe : describe.skip;

describeOnPostgres('migrations of instances starting together', () => {
  const schema = `mig_${randomBytes(4).toString('hex')}`;
  const opened: DataSource[] = [];

  afterAll(async () => {
    await opened[0]?.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await Promise.all(opened.map((dataSource) => dataSource.destroy()));
  });

  it('run once: both instances start, the second finds nothing left to do', async () => {
    const open = () => {
      const migration = class extends CreateSlowly1700000000000 {
        constructor() {
          super(schema);
        }
      };
      Object.defineProperty(migration, 'name', { value: 'CreateSlowly1700000000000' });
      return openMigratedDataSource({ ...typeOrmOptions({ url: process.env.DATABASE_URL!, schema, entities: [], migrations: [migration] }), schema });
    };
    const results = await Promise.allSettled([open(), open(), open()]);
    for (const result of results) if (result.status === 'fulfilled') opened.push(result.value);
    expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started'))).toEqual(['started', 'started', 'started']);
    const rows = await opened[0].query(`SELECT name FROM "${schema}".migrations`);
    expect(rows).toEqual([{ name: 'CreateSlowly1700000000000' }]);
  });
});
