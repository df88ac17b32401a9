import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

describe('data directory lock', () => {
  const dir = () => mkdtempSync(join(tmpdir(), 'pg-lock-'));

  it('refuses a second lock while a live process holds it', () => {
    const d = dir();
    // A pid that certainly runs: our parent.
    writeFileSync(join(d, 'postmaster.lock'), String(process.ppid));
    expect(() => lockDataDir(d)).toThrow(DataDirLockedError);
  });

  it('takes over a lock whose process has died', () => {
    const d = dir();
    const dead = spawnSync(process.execPath, ['-e', 'process.pid']).pid!;
    writeFileSync(join(d, 'postmaster.lock'), String(dead));
    const release = lockDataDir(d);
    expect(() => lockDataDir(d)).not.toThrow();
    release();
  });

  it('can be taken again after release', () => {
    const d = dir();
    lockDataDir(d)();
    expect(() => lockDataDir(d)()).not.toThrow();
  });
});
