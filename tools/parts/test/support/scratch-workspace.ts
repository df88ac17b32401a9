import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';

export interface ScratchWorkspace {
  root: string;
  remove(): void;
}

/**
 * A copy of the workspace as a clone would have it (tracked files and new unignored ones), in a
 * temporary folder. Its node_modules links to this one's installed packages, but our own
 * workspace packages point into the copy, as `npm install` would make them.
 */
export function scratchWorkspace(source: string): ScratchWorkspace {
  const root = mkdtempSync(join(tmpdir(), 'comarketing-scratch-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: source, maxBuffer: 64 * 1024 * 1024 })
    .toString()
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    const target = join(root, file);
    mkdirSync(dirname(target), { recursive: true });
    try {
      copyFileSync(join(source, file), target);
    } catch (error) {
      // A file deleted in the working tree but not yet in git's index.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }

  const modules = join(root, 'node_modules');
  mkdirSync(join(modules, '@comarketing'), { recursive: true });
  for (const entry of readdirSync(join(source, 'node_modules'))) {
    if (entry === '@comarketing' || entry === '.package-lock.json') continue;
    symlinkSync(join(source, 'node_modules', entry), join(modules, entry));
  }
  for (const link of workspacePackages(root)) {
    symlinkSync(relative(join(modules, '@comarketing'), join(root, link.folder)), join(modules, link.name));
    // Packages npm installed inside a workspace (versions that differ from the root's).
    const own = join(source, link.folder, 'node_modules');
    if (existsSync(own)) symlinkSync(own, join(root, link.folder, 'node_modules'));
  }
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

function workspacePackages(root: string): { name: string; folder: string }[] {
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] };
  return workspaces.flatMap((pattern) => {
    const folders = pattern.endsWith('/*')
      ? readdirSync(join(root, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => `${pattern.slice(0, -2)}/${entry.name}`)
      : [pattern];
    return folders.flatMap((folder) => {
      try {
        return [{ name: (JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')) as { name: string }).name, folder }];
      } catch {
        return [];
      }
    });
  });
}
