import { Client } from 'pg';

export default async function globalTeardown(): Promise<void> {
  const state = globalThis.__TEST_DATABASE__;
  if (!state) return;
  if (state.embedded) await state.embedded.stop();
  if (state.adminUrl && state.name) {
    const client = new Client({ connectionString: state.adminUrl });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS "${state.name}" WITH (FORCE)`);
    } finally {
      await client.end();
    }
  }
  process.env.DATABASE_URL = state.adminUrl;
}
