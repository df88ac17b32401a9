import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadRegistry } from './load-registry';
import { withGeneratedSections, workspaceParts } from './readme-parts';
import { renderCompose, renderDomainServices, withServiceDependencies, withServicePaths } from './render-parts';

const EMBEDDED_PACKAGE = 'infra/embedded/package.json';

/** Each file that follows from the registry, with its content as the registry says it should be. */
export function expectedFiles(root: string): { path: string; content: string }[] {
  const registry = loadRegistry(root);
  return [
    { path: 'infra/embedded/src/domain-services.generated.ts', content: renderDomainServices(registry) },
    { path: 'docker-compose.yml', content: renderCompose(registry) },
    { path: 'README.md', content: withGeneratedSections(readFileSync(join(root, 'README.md'), 'utf8'), registry, workspaceParts(root)) },
    { path: EMBEDDED_PACKAGE, content: withServiceDependencies(readFileSync(join(root, EMBEDDED_PACKAGE), 'utf8'), registry) },
    { path: 'tsconfig.base.json', content: withServicePaths(readFileSync(join(root, 'tsconfig.base.json'), 'utf8'), registry) },
  ];
}

/** Writes what differs; returns the paths written (or, with `check`, the paths out of date). */
export function syncParts(root: string, { check = false } = {}): string[] {
  const changed: string[] = [];
  for (const file of expectedFiles(root)) {
    const path = join(root, file.path);
    let current: string | undefined;
    try {
      current = readFileSync(path, 'utf8');
    } catch {
      current = undefined;
    }
    if (current === file.content) continue;
    changed.push(file.path);
    if (!check) writeFileSync(path, file.content);
  }
  return changed;
}

if (require.main === module) {
  const check = process.argv.includes('--check');
  const root = resolve(__dirname, '../../..');
  const changed = syncParts(root, { check });
  if (check && changed.length) {
    console.error(`Out of date with libs/platform-registry: ${changed.join(', ')}. Run npm run registry:sync.`);
    process.exit(1);
  }
  process.stdout.write(changed.length ? `Wrote ${changed.join(', ')}\n` : 'Everything follows the registry already.\n');
}
