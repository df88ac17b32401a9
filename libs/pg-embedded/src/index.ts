export { startEmbeddedPostgres, runningDatabaseUrl, type EmbeddedPostgres, type EmbeddedPostgresOptions } from './embedded-postgres';
export { lockDataDir, DataDirLockedError } from './data-dir-lock';
export { findFreePort } from './free-port';
export { withoutPermissions } from './owner-only-files';
