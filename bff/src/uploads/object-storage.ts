import { type Readable } from 'node:stream';

/** A stored file, ready to stream. */
export interface StoredObject {
  body: Readable;
  size: number;
}

/** Thrown by `commit` when the id already holds a file: an upload is stored once, never replaced. */
export class ObjectExistsError extends Error {
  constructor(id: string) {
    super(`Object ${id} already exists`);
  }
}

/** Bytes written but not yet visible under any id. */
export interface StagedObject {
  readonly key: string;
}

/**
 * Where uploaded bytes live, by upload id (a uuid). The local-disk adapter is the default; an
 * object store (S3 and the like, with a staging prefix) fits the same calls.
 *
 * Writing is two steps so that a file never outlives a failed upload: the bytes are staged, the
 * upload is completed in the accounts service, and only then committed under its id. A process
 * that dies in between leaves staged bytes, which `removeStaleStaged` clears by age alone.
 */
export interface ObjectStorage {
  /** Writes the bytes where nobody can read them yet. */
  stage(bytes: Buffer): Promise<StagedObject>;
  /**
   * Makes staged bytes the file of `id`, all or nothing; refuses with ObjectExistsError if `id` is
   * taken. The staged bytes are gone afterwards, committed or not.
   */
  commit(staged: StagedObject, id: string): Promise<void>;
  /** Drops staged bytes; an unknown key is not an error. */
  discard(staged: StagedObject): Promise<void>;
  /** Drops bytes staged before `cutoff` (left by a process that stopped mid-upload); answers how many. */
  removeStaleStaged(cutoff: Date): Promise<number>;
  /** The file, or undefined for an unknown or malformed id. */
  get(id: string): Promise<StoredObject | undefined>;
  /** Removes the file; an unknown id is not an error. */
  delete(id: string): Promise<void>;
}

export const OBJECT_STORAGE = 'bff:object-storage';
