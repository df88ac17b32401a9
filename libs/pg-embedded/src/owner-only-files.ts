import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Group and other permission bits: none of them on the database's files. */
const GROUP_AND_OTHER = 0o077;

/**
 * Takes the permission `bits` off `dir` and everything in it, answering how many entries it
 * changed. Symbolic links are left alone (chmod would follow them out of the folder).
 */
export function withoutPermissions(dir: string, bits: number): number {
  let changed = 0;
  const visit = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    if (stat.mode & bits) {
      chmodSync(path, stat.mode & 0o777 & ~bits);
      changed += 1;
    }
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(dir);
  return changed;
}

/** Every group and other permission off `dir` and what it holds (folders 0700, files at most 0600), as PostgreSQL keeps its own data directory. */
export function restrictToOwner(dir: string): number {
  return withoutPermissions(dir, GROUP_AND_OTHER);
}

/** The part of Emscripten's file system PGlite's NodeFS runs on that we need to reach. */
interface EmscriptenNodeOps {
  setattr(node: unknown, attr: { mode?: number | null; [key: string]: unknown }): void;
  mknod(parent: unknown, name: string, mode: number, dev: unknown): unknown;
}
interface EmscriptenModule {
  FS: { filesystems: { NODEFS: { node_ops: EmscriptenNodeOps } } };
}

/**
 * Makes every file and folder PGlite creates or changes through Emscripten's NODEFS owner-only.
 * Emscripten gives a file the permissions PostgreSQL asks for inside WebAssembly (0666 for most,
 * read back from its in-memory file system), and sets them on disk with chmod, so the process
 * umask does not help: 969 of 1,311 files of a data folder were world-writable.
 */
export function ownerOnlyNodeFs(module: EmscriptenModule): void {
  const ops = module.FS.filesystems.NODEFS.node_ops;
  const { setattr, mknod } = ops;
  // Every NODEFS node shares this one object of operations, the mount's root included.
  ops.setattr = (node, attr) => setattr(node, attr.mode == null ? attr : { ...attr, mode: attr.mode & ~GROUP_AND_OTHER });
  ops.mknod = (parent, name, mode, dev) => mknod(parent, name, mode & ~GROUP_AND_OTHER, dev);
}
