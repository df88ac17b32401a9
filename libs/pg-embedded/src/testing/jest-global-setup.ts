import { Client } from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../embedded-postgres';

// Jest global set-up for integration tests: every test run of a project gets its own database.
// With DATABASE_URL (CI, a real PostgreSQL) a fresh database is created on that server and dropped
// afterwards, so projects tested in parallel never share tables; without it, an in-memory PGlite.
// Also sets EVENT_NAMESPACE, so runs sharing one RabbitMQ never consume each other's events, with
// EVENT_QUEUE_EXPIRES_MS so the broker removes a run's queues after it (they used to pile up, and
// hundreds of idle quorum queues slow a small broker down for every later run; such queues are
// classic, see libs/messaging), and
// TEST_DATABASE_KIND ('embedded' or 'postgres') for the few tests that need concurrent sessions,
// which PGlite (one session at a time) cannot have.

declare global {
  var __TEST_DATABASE__: { embedded?: EmbeddedPostgres; adminUrl?: string; name?: string } | undefined;
}

function label(projectConfig: { displayName?: string | { name: string } }): string {
  const name = typeof projectConfig.displayName === 'string' ? projectConfig.displayName : (projectConfig.displayName?.name ?? 'tests');
  return name.replace(/[^a-z0-9]+/gi, '_').toLowerCase();
}

export default async function globalSetup(_globalConfig: unknown, projectConfig: { displayName?: string | { name: string } }): Promise<void> {
  const suffix = `${label(projectConfig)}_${process.pid}_${Date.now().toString(36)}`;
  process.env.EVENT_NAMESPACE = `it.${suffix}`;
  process.env.EVENT_QUEUE_EXPIRES_MS = String(15 * 60_000);
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const embedded = await startEmbeddedPostgres();
    process.env.DATABASE_URL = embedded.url;
    process.env.TEST_DATABASE_KIND = 'embedded';
    globalThis.__TEST_DATABASE__ = { embedded };
    return;
  }
  const name = `it_${suffix}`;
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  process.env.TEST_DATABASE_KIND = 'postgres';
  globalThis.__TEST_DATABASE__ = { adminUrl, name };
}
