import { join } from 'node:path';
import { type UnusedExportsOptions } from './find-unused-exports';

const root = join(__dirname, '../../..');

/** Tests, their fixtures and helpers, and the browser and load tests: what they import keeps no production code alive. */
export const isTest = (path: string) => /\.(spec|fixtures)\.tsx?$/.test(path) || /(^|\/)(test|testing|jest)\//.test(path) || /^(e2e|bench)\//.test(path);

/** Files used from outside TypeScript imports: processes' mains, federation exposes, remotes' server builds (loaded by the BFF), Jest's global hooks, CLIs, tools. */
export const isEntry = (path: string) =>
  /(^|\/)(main|bootstrap|server-render)\.tsx?$/.test(path) ||
  /^(remotes|shells)\/[^/]+\/src\/(index\.ts|routes\/)/.test(path) ||
  /jest-global-(setup|teardown)\.ts$/.test(path) ||
  /^infra\/embedded\/src\/cli\//.test(path) ||
  /^(e2e|bench|tools)\//.test(path);

export const workspace: UnusedExportsOptions = {
  root,
  folders: ['libs', 'services', 'bff', 'shells', 'remotes', 'infra', 'tools', 'e2e', 'bench'],
  isEntry,
  isTest,
  tsconfig: join(root, 'tsconfig.web.json'),
};

/**
 * Reported, and kept on purpose. Each line says why; an entry that is no longer reported fails
 * the check, so the list only shrinks.
 */
export const KNOWN_UNUSED: Record<string, string> = {
  'libs/ui/src/toast/toast-store.ts#clearToasts': 'resets the module-wide toast store between tests; the app never needs to',
};
