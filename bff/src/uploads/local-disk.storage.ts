import { randomUUID } from 'node:crypto';
import { link, mkdir, open, readdir, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ObjectExistsError, type ObjectStorage, type StagedObject, type StoredObject } from './object-storage';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const STAGED = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.tmp$/i;
// Staged bytes wait in a subfolder of the same file system (a hard link needs that), so clearing
// stale ones lists only them, not every upload.
const STAGING = '.staging';

export class InvalidObjectIdError extends Error {
  constructor() {
    super('Object ids are uuids');
  }
}

/**
 * Files in one folder (UPLOAD_DIR), named by their uuid; nothing else can become a path, so no
 * id can climb out of the folder. Bytes are staged under a hidden temporary name and committed by
 * linking it to the final name: readers never see half a file, and unlike a rename the link
 * refuses to replace a file that is already there (two racing uploads to one address cannot
 * overwrite each other).
 */
export class LocalDiskStorage implements ObjectStorage {
  constructor(private readonly dir: string) {}

  async stage(bytes: Buffer): Promise<StagedObject> {
    await mkdir(join(this.dir, STAGING), { recursive: true, mode: 0o750 });
    const key = `${randomUUID()}.tmp`;
    try {
      await writeFile(this.stagedPath({ key }), bytes, { flag: 'wx', mode: 0o640 });
    } catch (error) {
      await unlink(this.stagedPath({ key })).catch(() => undefined); // a partial write (disk full)
      throw error;
    }
    return { key };
  }

  async commit(staged: StagedObject, id: string): Promise<void> {
    const target = this.pathOf(id);
    if (!target) throw new InvalidObjectIdError();
    const source = this.stagedPath(staged);
    try {
      await link(source, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new ObjectExistsError(id);
      throw error;
    } finally {
      await unlink(source).catch(() => undefined);
    }
  }

  async discard(staged: StagedObject): Promise<void> {
    await unlink(this.stagedPath(staged)).catch(() => undefined);
  }

  async removeStaleStaged(cutoff: Date): Promise<number> {
    const names = await readdir(join(this.dir, STAGING)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    let removed = 0;
    for (const name of names.filter((n) => STAGED.test(n))) {
      const path = this.stagedPath({ key: name });
      const modified = await stat(path).then((s) => s.mtime, () => undefined);
      if (modified && modified < cutoff) {
        await rm(path, { force: true });
        removed++;
      }
    }
    return removed;
  }

  async get(id: string): Promise<StoredObject | undefined> {
    const path = this.pathOf(id);
    if (!path) return undefined;
    try {
      const handle = await open(path, 'r');
      try {
        const { size } = await handle.stat();
        return { body: handle.createReadStream({ autoClose: true }), size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(id: string): Promise<void> {
    const path = this.pathOf(id);
    if (path) await rm(path, { force: true });
  }

  private stagedPath(staged: StagedObject): string {
    // Keys come from stage(), but a key is still checked before it becomes a path.
    if (!STAGED.test(staged.key)) throw new InvalidObjectIdError();
    return join(this.dir, STAGING, staged.key);
  }

  private pathOf(id: string): string | undefined {
    return UUID.test(id) ? join(this.dir, id.toLowerCase()) : undefined;
  }
}
