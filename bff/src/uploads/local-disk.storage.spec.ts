import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Readable } from 'node:stream';
import { InvalidObjectIdError, LocalDiskStorage } from './local-disk.storage';
import { ObjectExistsError } from './object-storage';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The uploads in the folder, without the staging subfolder. */
const uploadsIn = async (dir: string) => (await readdir(dir)).filter((name) => name !== '.staging');
const stagedIn = (dir: string) => readdir(join(dir, '.staging'));

describe('local-disk object storage', () => {
  const put = async (id: string, bytes: Buffer) => storage.commit(await storage.stage(bytes), id);
  let root: string;
  let dir: string;
  let storage: LocalDiskStorage;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'uploads-spec-'));
    dir = join(root, 'uploads'); // created on the first stage
    storage = new LocalDiskStorage(dir);
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('stores bytes under the id and streams them back with their size', async () => {
    const id = randomUUID();
    await put(id, Buffer.from('hello'));
    const stored = await storage.get(id);
    expect(stored?.size).toBe(5);
    expect((await readAll(stored!.body)).toString()).toBe('hello');
    // Only the final file remains: the temporary one is gone.
    expect(await uploadsIn(dir)).toEqual([id]);
    expect(await stagedIn(dir)).toEqual([]);
  });

  it('never replaces a stored file', async () => {
    const id = randomUUID();
    await put(id, Buffer.from('first'));
    await expect(put(id, Buffer.from('second'))).rejects.toBeInstanceOf(ObjectExistsError);
    expect(await readFile(join(dir, id), 'utf8')).toBe('first');
    expect(await uploadsIn(dir)).toEqual([id]);
    expect(await stagedIn(dir)).toEqual([]);
  });

  it('answers undefined for unknown and malformed ids, and never leaves the folder', async () => {
    await writeFile(join(root, 'secret'), 'do not serve');
    expect(await storage.get(randomUUID())).toBeUndefined();
    for (const id of ['../secret', '..%2Fsecret', '', '.', 'secret', `${randomUUID()}/../../secret`]) {
      expect(await storage.get(id)).toBeUndefined();
      await expect(put(id, Buffer.from('x'))).rejects.toBeInstanceOf(InvalidObjectIdError);
      await storage.delete(id);
    }
    expect(await readFile(join(root, 'secret'), 'utf8')).toBe('do not serve');
  });

  it('deletes a file, and deleting an unknown one is fine', async () => {
    const id = randomUUID();
    await put(id, Buffer.from('bytes'));
    await storage.delete(id);
    expect(await storage.get(id)).toBeUndefined();
    await expect(storage.delete(id)).resolves.toBeUndefined();
  });

  it('keeps staged bytes invisible until committed, and discards them on request', async () => {
    const id = randomUUID();
    const staged = await storage.stage(Buffer.from('not yet'));
    expect(await storage.get(id)).toBeUndefined();
    await storage.discard(staged);
    expect(await uploadsIn(dir)).toEqual([]);
    expect(await stagedIn(dir)).toEqual([]);
    await expect(storage.discard(staged)).resolves.toBeUndefined();
  });

  it('clears bytes staged before the cutoff (a process that stopped mid-upload), and nothing else', async () => {
    const stored = randomUUID();
    await put(stored, Buffer.from('kept'));
    const old = await storage.stage(Buffer.from('abandoned'));
    const recent = await storage.stage(Buffer.from('in flight'));
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    await utimes(join(dir, '.staging', old.key), twoHoursAgo, twoHoursAgo);
    await utimes(join(dir, stored), twoHoursAgo, twoHoursAgo);
    expect(await storage.removeStaleStaged(new Date(Date.now() - 3_600_000))).toBe(1);
    expect(await stagedIn(dir)).toEqual([recent.key]);
    expect(await uploadsIn(dir)).toEqual([stored]);
    expect(await new LocalDiskStorage(join(root, 'missing')).removeStaleStaged(new Date())).toBe(0);
  });

  it('refuses a staged key that is not one of its own', async () => {
    await writeFile(join(root, 'secret'), 'do not link');
    await expect(storage.commit({ key: '../secret' }, randomUUID())).rejects.toBeInstanceOf(InvalidObjectIdError);
  });

  it('treats ids case-insensitively, as the database does', async () => {
    const id = randomUUID();
    await put(id.toUpperCase(), Buffer.from('x'));
    const stored = await storage.get(id);
    stored?.body.destroy(); // closes the file
    expect(stored?.size).toBe(1);
  });
});
