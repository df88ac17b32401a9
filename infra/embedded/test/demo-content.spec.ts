import { Pool } from 'pg';
import { DEMO_BUSINESSES } from '../src/demo-content/demo-businesses';
import { readDemoArticles } from '../src/demo-content/demo-articles';
import { startTestPlatform } from './support/platform-test-kit';

// Demo businesses would become every other test's partners, so this test gets a database of its
// own, which needs a real PostgreSQL (the embedded one serves a single database).
const describeWithOwnDatabase = process.env.TEST_DATABASE_KIND === 'postgres' ? describe : describe.skip;

describeWithOwnDatabase('demo content on a restarted platform', () => {
  let admin: Pool;
  let databaseUrl: string;
  let database: string;

  beforeAll(async () => {
    admin = new Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
    const current = new URL(process.env.DATABASE_URL!);
    database = `${current.pathname.slice(1)}_demo`;
    await admin.query(`CREATE DATABASE "${database}"`);
    current.pathname = `/${database}`;
    databaseUrl = current.toString();
  });

  afterAll(async () => {
    // The stopped platforms' last connections may still be closing: forcing the drop over them
    // would make their server end them, an error in this process. Up to 5 s, then forced anyway.
    for (let waited = 0; waited < 5000; waited += 100) {
      const { rows } = await admin.query<{ open: number }>('SELECT count(*)::int AS open FROM pg_stat_activity WHERE datname = $1', [database]);
      if (rows[0]?.open === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await admin.end();
  });

  const start = () =>
    startTestPlatform({
      DATABASE_URL: databaseUrl,
      // Its own queues too: another platform of this run must not consume its events.
      EVENT_NAMESPACE: `${process.env.EVENT_NAMESPACE}.demo`,
      DEMO_CONTENT: 'on',
    });

  it('seeds every demo business and article once, and a second start finds them all and adds none', async () => {
    const articles = readDemoArticles().length;
    expect(articles).toBeGreaterThanOrEqual(6);
    const first = await start();
    try {
      expect(first.demo).toEqual({ created: DEMO_BUSINESSES.length, existing: 0, blog: { published: articles, existing: 0 }, answering: DEMO_BUSINESSES.length });
      const posts = (await (await fetch(`${first.url}/api/blog/posts`)).json()) as unknown[];
      expect(posts).toHaveLength(articles);
    } finally {
      await first.stop();
    }

    const second = await start();
    try {
      expect(second.demo).toEqual({ created: 0, existing: DEMO_BUSINESSES.length, blog: { published: 0, existing: articles }, answering: DEMO_BUSINESSES.length });
    } finally {
      await second.stop();
    }

    const db = new Pool({ connectionString: databaseUrl, max: 1 });
    try {
      const { rows } = await db.query<{ name: string }>(`SELECT business_name AS name FROM accounts.businesses`);
      expect(rows.map((r) => r.name).sort()).toEqual(DEMO_BUSINESSES.map((b) => b.businessName).sort());
    } finally {
      await db.end();
    }
  }, 120_000);
});
