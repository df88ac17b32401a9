import { type Readable } from 'node:stream';

/** A stored file, ready to stream. */
export interface StoredObject {
  body: Readable;
  size: number;
}

/** Thrown by `put` when the id already holds a file: an upload is stored once, never replaced. */
export class ObjectExistsError extends Error {
  constructor(id: string) {
    super(`Object ${id} already exists`);
  }
}

/**
 * Where uploaded bytes live, by upload id (a uuid). The local-disk adapter is the default; an
 * object store (S3 and the like) fits the same three calls.
 */
export interface ObjectStorage {
  /** Stores the bytes under `id`, all or nothing; refuses with ObjectExistsError if `id` is taken. */
  put(id: string, bytes: Buffer): Promise<void>;
  /** The file, or undefined for an unknown or malformed id. */
  get(id: string): Promise<StoredObject | undefined>;
  /** Removes the file; an unknown id is not an error. */
  delete(id: string): Promise<void>;
}

export const OBJECT_STORAGE = 'bff:object-storage';
