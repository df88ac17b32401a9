import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { lockDataDir } from './data-dir-lock';
import { findFreePort } from './free-port';
import { ownerOnlyNodeFs, restrictToOwner } from './owner-only-files';
import { PgliteWireServer } from './pglite-wire-server';

export interface EmbeddedPostgresOptions {
  /** Folder for the database files; omit for an in-memory database (tests). */
  dataDir?: string;
  host?: string;
  port?: number;
  /** The password clients must prove; a random one per start by default. */
  password?: string;
}

/** In a data directory while its database runs: the URL (with the secret) to reach it. */
export const RUNNING_URL_FILE = 'postmaster.url';

/**
 * The URL of the embedded database running on `dataDir`, if one runs; for operator tools started
 * next to the platform.
 */
export function runningDatabaseUrl(dataDir: string): string | undefined {
  try {
    return readFileSync(join(dataDir, RUNNING_URL_FILE), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

export interface EmbeddedPostgres {
  /** A `postgres://` URL for the `pg` driver. */
  readonly url: string;
  stop(): Promise<void>;
}

// PGlite ships as an ES module; a dynamic import keeps this package loadable from CommonJS.
// The Function wrapper stops TypeScript from rewriting import() into require().
const importEsm = new Function('specifier', 'return import(specifier)') as <T>(specifier: string) => Promise<T>;

/**
 * Starts PGlite and serves it over the PostgreSQL wire protocol on a loopback port. With a
 * `dataDir` the directory is locked for this process for as long as the server runs, and kept
 * owner-only, as PostgreSQL keeps its own: what an earlier start left with group or other
 * permissions is corrected first, and PGlite creates nothing with them (owner-only-files.ts).
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions = {}): Promise<EmbeddedPostgres> {
  const host = options.host ?? '127.0.0.1';
  const release = options.dataDir ? lockDataDir(options.dataDir) : () => undefined;
  try {
    const { PGlite } = await importEsm<typeof import('@electric-sql/pglite')>('@electric-sql/pglite');
    // pg_trgm: the admin lists' name and e-mail search uses trigram indexes, as on real PostgreSQL.
    const { pg_trgm } = await importEsm<{ pg_trgm: import('@electric-sql/pglite').Extension }>('@electric-sql/pglite/contrib/pg_trgm');
    const fs = options.dataDir ? await ownerOnlyFileSystem(options.dataDir) : undefined;
    const db = await PGlite.create({ fs, extensions: { pg_trgm } });
    const port = options.port ?? (await findFreePort(host));
    // A secret made at start: only this process (and what it hands the URL to) can connect.
    const password = options.password ?? randomBytes(24).toString('hex');
    const server = new PgliteWireServer(db, { user: 'postgres', password });
    await server.listen(port, host);
    const url = `postgres://postgres:${password}@${host}:${port}/postgres`;
    // Operator tools (`npm run events`) find the running database here.
    const urlFile = options.dataDir ? join(options.dataDir, RUNNING_URL_FILE) : undefined;
    if (urlFile) {
      // Readable by its owner only, like the data files themselves; one a crash left is replaced.
      rmSync(urlFile, { force: true });
      writeFileSync(urlFile, `${url}\n`, { mode: 0o400 });
    }
    return {
      url,
      async stop() {
        try {
          if (urlFile) rmSync(urlFile, { force: true });
          await server.close();
          await db.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** PGlite's NodeFS on `dataDir`/pgdata, everything in `dataDir` owner-only (see owner-only-files.ts). */
async function ownerOnlyFileSystem(dataDir: string) {
  // NodeFS would make it with the umask's permissions.
  mkdirSync(join(dataDir, 'pgdata'), { recursive: true, mode: 0o700 });
  restrictToOwner(dataDir);
  // The types by their file: this workspace's module resolution does not read package exports.
  const { NodeFS } = await importEsm<typeof import('@electric-sql/pglite/dist/fs/nodefs')>('@electric-sql/pglite/nodefs');
  class OwnerOnlyNodeFS extends NodeFS {
    override async init(...args: Parameters<InstanceType<typeof NodeFS>['init']>) {
      const { emscriptenOpts } = await super.init(...args);
      // After NodeFS's own step, which mounts the folder.
      return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), (module: unknown) => ownerOnlyNodeFs(module as Parameters<typeof ownerOnlyNodeFs>[0])] } };
    }
  }
  return new OwnerOnlyNodeFS(join(dataDir, 'pgdata'));
}
