import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

// The browser apps share a tree-shaken router (tools/webpack/shared/react-router-dom.browser.js):
// a name it does not export would be undefined at run time, with no compile error. This reads
// every browser source file and fails on such a name, and on a direct 'react-router' import (the
// package whole would come back as a second, unshared copy).
const root = resolve(__dirname, '../../..');
const SUBSET = join(root, 'tools/webpack/shared/react-router-dom.browser.js');
// Server builds (Node) use the package itself.
const SERVER_ONLY = [/server-render\.tsx$/];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist' || name === 'dist-server') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [path] : [];
  });
}

function importedNames(code: string, module: string): string[] {
  const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*'${module}'`, 'g');
  return [...code.matchAll(pattern)].flatMap((match) =>
    (match[1] as string)
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part && !part.startsWith('type '))
      .map((part) => part.split(/\s+as\s+/)[0] as string),
  );
}

const browserFiles = ['shells', 'remotes', 'libs/ui/src', 'libs/api/src'].flatMap((dir) => sourceFiles(join(root, dir))).filter((file) => !SERVER_ONLY.some((rule) => rule.test(file)));

describe('the shared router', () => {
  const exported = new Set(importedNames(readFileSync(SUBSET, 'utf8').replace(/^export\s*\{/m, "import {"), 'react-router'));

  it('exports something (the reader of its export list works)', () => {
    expect(exported.has('Link')).toBe(true);
  });

  it("exports every name the browser code imports from 'react-router-dom'", () => {
    const missing = browserFiles.flatMap((file) =>
      importedNames(readFileSync(file, 'utf8'), 'react-router-dom')
        .filter((name) => !exported.has(name))
        .map((name) => `${relative(root, file)}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it("is the only way browser code reaches the router (no direct 'react-router' import)", () => {
    const direct = browserFiles.filter((file) => /from\s*'react-router'/.test(readFileSync(file, 'utf8'))).map((file) => relative(root, file));
    expect(direct).toEqual([]);
  });
});
