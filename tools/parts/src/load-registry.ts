import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { type PartsRegistry } from './render-parts';

export const REGISTRY_SOURCE = 'libs/platform-registry/src/platform-registry.ts';

/**
 * The registry as its source says now (a generator has just edited it, or it was changed since the
 * last build): the file imports nothing, so it is compiled and run on its own.
 */
export function loadRegistry(root: string): PartsRegistry {
  const source = readFileSync(join(root, REGISTRY_SOURCE), 'utf8');
  const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } });
  const module = { exports: {} as Record<string, unknown> };
  new Function('module', 'exports', outputText)(module, module.exports);
  const { REMOTES, SERVICES } = module.exports as Partial<PartsRegistry>;
  if (!REMOTES || !SERVICES) throw new Error(`${REGISTRY_SOURCE} no longer exports REMOTES and SERVICES`);
  return { REMOTES, SERVICES };
}
