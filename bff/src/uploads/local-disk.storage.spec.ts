import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
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

describe('local-disk object storage', () => {
  let root: string;
  let dir: string;
  let storage: LocalDiskStorage;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'uploads-spec-'));
    dir = join(root, 'uploads'); // created on the first put
    storage = new LocalDiskStorage(dir);
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('stores bytes under the id and streams them back with their size', async () => {
    const id = randomUUID();
    await storage.put(id, Buffer.from('hello'));
    const stored = await storage.get(id);
    expect(stored?.size).toBe(5);
    expect((await readAll(stored!.body)).toString()).toBe('hello');
    // Only the final file remains: the temporary one is gone.
    expect(await readdir(dir)).toEqual([id]);
  });

  it('never replaces a stored file', async () => {
    const id = randomUUID();
    await storage.put(id, Buffer.from('first'));
    await expect(storage.put(id, Buffer.from('second'))).rejects.toBeInstanceOf(ObjectExistsError);
    expect(await readFile(join(dir, id), 'utf8')).toBe('first');
    expect(await readdir(dir)).toEqual([id]);
  });

  it('answers undefined for unknown and malformed ids, and never leaves the folder', async () => {
    await writeFile(join(root, 'secret'), 'do not serve');
    expect(await storage.get(randomUUID())).toBeUndefined();
    for (const id of ['../secret', '..%2Fsecret', '', '.', 'secret', `${randomUUID()}/../../secret`]) {
      expect(await storage.get(id)).toBeUndefined();
      await expect(storage.put(id, Buffer.from('x'))).rejects.toBeInstanceOf(InvalidObjectIdError);
      await storage.delete(id);
    }
    expect(await readFile(join(root, 'secret'), 'utf8')).toBe('do not serve');
  });

  it('deletes a file, and deleting an unknown one is fine', async () => {
    const id = randomUUID();
    await storage.put(id, Buffer.from('bytes'));
    await storage.delete(id);
    expect(await storage.get(id)).toBeUndefined();
    await expect(storage.delete(id)).resolves.toBeUndefined();
  });

  it('treats ids case-insensitively, as the database does', async () => {
    const id = randomUUID();
    await storage.put(id.toUpperCase(), Buffer.from('x'));
    expect((await storage.get(id))?.size).toBe(1);
  });
});
