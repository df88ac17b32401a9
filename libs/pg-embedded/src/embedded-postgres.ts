import { join } from 'node:path';
import { lockDataDir } from './data-dir-lock';
import { findFreePort } from './free-port';
import { PgliteWireServer } from './pglite-wire-server';

export interface EmbeddedPostgresOptions {
  /** Folder for the database files; omit for an in-memory database (tests). */
  dataDir?: string;
  host?: string;
  port?: number;
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
 * `dataDir` the directory is locked for this process for as long as the server runs.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions = {}): Promise<EmbeddedPostgres> {
  const host = options.host ?? '127.0.0.1';
  const release = options.dataDir ? lockDataDir(options.dataDir) : () => undefined;
  try {
    const { PGlite } = await importEsm<typeof import('@electric-sql/pglite')>('@electric-sql/pglite');
    const db = await PGlite.create(options.dataDir ? join(options.dataDir, 'pgdata') : undefined);
    const port = options.port ?? (await findFreePort(host));
    const server = new PgliteWireServer(db);
    await server.listen(port, host);
    return {
      url: `postgres://postgres:postgres@${host}:${port}/postgres`,
      async stop() {
        try {
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
