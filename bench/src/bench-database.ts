// What the benches that load the platform against a real PostgreSQL share: they refuse a server
// that is not this machine's, work in a database of their own, and sign in as the staff account
// they started the platform with.
import { Client } from 'pg';
import { randomBytes } from 'node:crypto';

/** Benches write and drop databases: only ever on this machine. */
export function assertLoopback(label: string, url: string): void {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (!['127.0.0.1', 'localhost', '::1'].includes(host)) throw new Error(`${label} must point at this machine (loopback), not ${host}`);
}

export interface BenchDatabase {
  name: string;
  url: string;
  serverVersion: string;
  /** Drops it (sessions still open are ended); a failure is reported, not thrown. */
  drop(report: (line: string) => void): Promise<void>;
}

/** A fresh `<prefix>_<timestamp>_<random>` database on the server of `adminUrl` (a role that may CREATE DATABASE). */
export async function createBenchDatabase(adminUrl: string, prefix: string): Promise<BenchDatabase> {
  const name = `${prefix}_${new Date().toISOString().slice(0, 19).replace(/[-:T]/g, '')}_${randomBytes(2).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  let serverVersion: string;
  try {
    serverVersion = (await admin.query<{ server_version: string }>('SHOW server_version')).rows[0].server_version;
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return {
    name,
    url: Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString(),
    serverVersion,
    async drop(report) {
      const client = new Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch((error: Error) => report(`  cleanup: ${error.message}`));
      await client.end();
    },
  };
}

/** Signs in to the admin panel's API; answers the `cm.admin` cookie to send with each call. */
export async function signInAdmin(base: string, credentials: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${base}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify(credentials) });
  if (res.status !== 200) throw new Error(`admin sign-in answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('cm.admin='));
  if (!cookie) throw new Error('admin sign-in set no cm.admin cookie');
  return cookie.split(';')[0];
}
