import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The embedded platform's session secret, made once and kept in the data folder, readable by its
 * owner only (0400; one made before is corrected), so sessions survive a restart without anyone
 * having to invent a secret.
 */
export function persistentSessionSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) {
    if ((statSync(file).mode & 0o777) !== 0o400) chmodSync(file, 0o400);
    return readFileSync(file, 'utf8').trim();
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o400 });
  return secret;
}
