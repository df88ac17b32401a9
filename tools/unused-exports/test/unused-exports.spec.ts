import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { findUnusedExports } from '../src/find-unused-exports';
import { isEntry, isTest, KNOWN_UNUSED, workspace } from '../src/workspace';

describe('unused exports in the workspace', () => {
  it('finds none beyond the known, justified ones', () => {
    const found = findUnusedExports(workspace).map(({ file, name }) => `${file}#${name}`);
    expect(found.filter((key) => !(key in KNOWN_UNUSED))).toEqual([]);
    // A known entry that is no longer reported has been dealt with: take it off the list.
    expect(Object.keys(KNOWN_UNUSED).filter((key) => !found.includes(key))).toEqual([]);
  });
});

describe('findUnusedExports', () => {
  let root: string;
  const write = (files: Record<string, string>) => {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
  };
  const find = () =>
    findUnusedExports({ root, folders: ['libs', 'apps'], isEntry, isTest, tsconfig: join(root, 'tsconfig.json') }).map(({ file, name }) => `${file}#${name}`);

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'unused-exports-'));
    write({ 'tsconfig.json': JSON.stringify({ compilerOptions: { strict: true, baseUrl: '.', paths: { '@fixture/lib': ['libs/lib/src/index.ts'] } } }) });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('reports an export that only its own test calls, through the package index or not', () => {
    write({
      'libs/lib/src/index.ts': "export * from './uploads';\n",
      'libs/lib/src/uploads.ts': 'export function deleteUploads() { return 1; }\nexport function listUploads() { return 2; }\n',
      'libs/lib/src/uploads.spec.ts': "import { listUploads } from './uploads';\nit('lists', () => expect(listUploads()).toBe(2));\n",
      'apps/app/src/main.ts': "import { deleteUploads } from '@fixture/lib';\ndeleteUploads();\n",
    });
    expect(find()).toEqual(['libs/lib/src/uploads.ts#listUploads']);
  });

  it('does not report what the declaring file uses itself, types, entries or test helpers that tests use', () => {
    write({
      'libs/lib/src/limits.ts': 'export const LIMIT = 5;\nexport interface Options { limit: number }\nexport const options: Options = { limit: LIMIT };\n',
      'libs/lib/src/testing/stub.ts': 'export const stub = () => 1;\n',
      'libs/lib/src/limits.spec.ts': "import { stub } from './testing/stub';\nit('stubs', () => expect(stub()).toBe(1));\n",
      'apps/app/src/main.ts': "import { options } from '../../../libs/lib/src/limits';\nexport const started = options;\n",
    });
    expect(find()).toEqual([]);
  });

  it('reports a test helper that no test uses', () => {
    write({ 'libs/lib/src/testing/stub.ts': 'export const stub = () => 1;\n' });
    expect(find()).toEqual(['libs/lib/src/testing/stub.ts#stub']);
  });
});
