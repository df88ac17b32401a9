import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { type UncalledRoutesOptions } from './find-unused-exports';

const root = join(__dirname, '../../..');

/** Tests, their fixtures and helpers, and the browser and load tests: what they import keeps no production code alive. */
export const isTest = (path: string) => /\.(spec|test|fixtures)\.tsx?$/.test(path) || /(^|\/)(test|testing|jest)\//.test(path) || /^(e2e|bench)\//.test(path);

/** Files used from outside TypeScript imports: processes' mains, federation exposes, remotes' server builds (loaded by the BFF), Jest's global hooks, CLIs, tools. */
export const isEntry = (path: string) =>
  /(^|\/)(main|bootstrap|server-render)\.tsx?$/.test(path) ||
  /^(remotes|shells)\/[^/]+\/src\/(index\.ts|routes\/)/.test(path) ||
  /jest-global-(setup|teardown)\.ts$/.test(path) ||
  /^infra\/embedded\/src\/cli\//.test(path) ||
  /^(e2e|bench|tools)\//.test(path);

/**
 * Each service's folder as the registry lists it (`SERVICES.<name>.folder`), read from its source:
 * a tool may not import the workspace's libraries.
 */
function registryServiceFolders(): Map<string, string> {
  const path = join(root, 'libs/platform-registry/src/platform-registry.ts');
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest);
  const folders = new Map<string, string>();
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && node.name.getText(source) === 'SERVICES' && node.initializer) {
      let table: ts.Expression = node.initializer;
      while (ts.isSatisfiesExpression(table) || ts.isAsExpression(table)) table = table.expression;
      if (!ts.isObjectLiteralExpression(table)) return;
      for (const entry of table.properties) {
        if (!ts.isPropertyAssignment(entry) || !ts.isObjectLiteralExpression(entry.initializer)) continue;
        const folder = entry.initializer.properties.find((field) => ts.isPropertyAssignment(field) && field.name.getText(source) === 'folder');
        if (folder && ts.isPropertyAssignment(folder) && ts.isStringLiteral(folder.initializer)) folders.set(entry.name.getText(source), folder.initializer.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return folders;
}

let serviceFolders: Map<string, string> | undefined;
/** Where a service the contracts name (`defineInternalApi('analytics', ...)`) lives, by the registry. */
export const serviceFolder = (service: string) => (serviceFolders ??= registryServiceFolders()).get(service);

export const workspace: UncalledRoutesOptions = {
  root,
  folders: ['libs', 'services', 'bff', 'shells', 'remotes', 'infra', 'tools', 'e2e', 'bench'],
  isEntry,
  isTest,
  tsconfig: join(root, 'tsconfig.web.json'),
  serviceFolder,
};

/**
 * Reported, and kept on purpose. Each line says why; an entry that is no longer reported fails
 * the check, so the list only shrinks.
 */
export const KNOWN_UNUSED: Record<string, string> = {
  'libs/ui/src/toast/toast-store.ts#clearToasts': 'resets the module-wide toast store between tests; the app never needs to',
};

/**
 * Routes of the internal API contracts that no production code calls, kept on purpose, keyed
 * `file#route`. Each line says why; like KNOWN_UNUSED, an entry that is called again fails the check.
 */
export const KNOWN_UNCALLED_ROUTES: Record<string, string> = {};
