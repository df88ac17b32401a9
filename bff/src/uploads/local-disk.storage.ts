import { randomUUID } from 'node:crypto';
import { link, mkdir, open, rm, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ObjectExistsError, type ObjectStorage, type StoredObject } from './object-storage';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class InvalidObjectIdError extends Error {
  constructor() {
    super('Object ids are uuids');
  }
}

/**
 * Files in one folder (UPLOAD_DIR), named by their uuid; nothing else can become a path, so no
 * id can climb out of the folder. A file is written under a temporary name and then linked to its
 * final name: readers never see half a file, and unlike a rename the link refuses to replace a
 * file that is already there (two racing uploads to one address cannot overwrite each other).
 */
export class LocalDiskStorage implements ObjectStorage {
  constructor(private readonly dir: string) {}

  async put(id: string, bytes: Buffer): Promise<void> {
    const target = this.pathOf(id);
    if (!target) throw new InvalidObjectIdError();
    await mkdir(this.dir, { recursive: true, mode: 0o750 });
    const temporary = join(this.dir, `.${randomUUID()}.tmp`);
    try {
      await writeFile(temporary, bytes, { flag: 'wx', mode: 0o640 });
      await link(temporary, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new ObjectExistsError(id);
      throw error;
    } finally {
      await unlink(temporary).catch(() => undefined);
    }
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

  private pathOf(id: string): string | undefined {
    return UUID.test(id) ? join(this.dir, id.toLowerCase()) : undefined;
  }
}
