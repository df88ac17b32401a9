import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { syncParts } from './sync-parts';

// `npm run new:service -- <name>` and `npm run new:remote -- <name>`: a working part from
// templates/<kind>, added to the registry, with everything that follows from the registry written.

export type PartKind = 'service' | 'remote';

const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const TEMPLATE_SUFFIX = '.template';
const REGISTRY = 'libs/platform-registry/src/platform-registry.ts';
const MARKER: Record<PartKind, string> = {
  service: '  // new:service inserts above this line',
  remote: '  // new:remote inserts above this line',
};

export interface PartNames {
  /** `gift-cards` */
  kebab: string;
  /** `giftCards` */
  camel: string;
  /** `GiftCards` */
  pascal: string;
  /** `GIFT_CARDS` */
  constant: string;
  /** `Gift Cards` */
  title: string;
  /** `gift_cards`: PostgreSQL schema */
  snake: string;
}

export function partNames(name: string): PartNames {
  if (!NAME.test(name)) throw new Error(`"${name}" is not a part name: lower-case letters and digits, words joined by '-', starting with a letter.`);
  const words = name.split('-');
  const cap = (word: string) => word[0].toUpperCase() + word.slice(1);
  return {
    kebab: name,
    camel: words[0] + words.slice(1).map(cap).join(''),
    pascal: words.map(cap).join(''),
    constant: words.join('_').toUpperCase(),
    title: words.map(cap).join(' '),
    snake: words.join('_'),
  };
}

/** Replaces `__kebab__`, `__camel__`, `__Pascal__`, `__CONSTANT__`, `__Title__`, `__snake__` and the extras. */
export function fill(text: string, names: PartNames, extras: Record<string, string | number> = {}): string {
  const values: Record<string, string> = {
    kebab: names.kebab,
    camel: names.camel,
    Pascal: names.pascal,
    CONSTANT: names.constant,
    Title: names.title,
    snake: names.snake,
    ...Object.fromEntries(Object.entries(extras).map(([key, value]) => [key, String(value)])),
  };
  return text.replace(/__([A-Za-z]+)__/g, (whole, key: string) => values[key] ?? whole);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** The ports the registry already uses, read from its source (it may not be built yet). */
function usedPorts(registry: string): number[] {
  return [...registry.matchAll(/(?:defaultPort|composePort): (\d+)/g)].map((match) => Number(match[1]));
}

function registryEntry(kind: PartKind, names: PartNames, port: number, timestamp: number): string {
  const template = readFileSync(join(__dirname, '../templates', `${kind}.registry-entry${TEMPLATE_SUFFIX}`), 'utf8');
  const registryKey = names.kebab.includes('-') ? `'${names.kebab}'` : names.kebab;
  return fill(template, names, { port, timestamp, registryKey });
}

export interface NewPartOptions {
  root: string;
  kind: PartKind;
  name: string;
  /** Links the new package into node_modules and updates package-lock.json (off only in tests that do it themselves). */
  install?: boolean;
  log?: (line: string) => void;
}

export function newPart({ root, kind, name, install = true, log = () => undefined }: NewPartOptions): { folder: string; files: string[] } {
  const names = partNames(name);
  // A remote's name is its federation container's, a JavaScript identifier: one word.
  if (kind === 'remote' && name.includes('-')) throw new Error(`A remote's name is one word (it names its federation container): "${name}" has a '-'.`);
  const folder = `${kind === 'service' ? 'services' : 'remotes'}/${names.kebab}`;
  const registryPath = join(root, REGISTRY);
  const registry = readFileSync(registryPath, 'utf8');
  if (existsSync(join(root, folder))) throw new Error(`${folder} exists already.`);
  const marker = MARKER[kind];
  if (!registry.includes(marker)) throw new Error(`${REGISTRY} has lost its "${marker.trim()}" line.`);
  // Its own list only: a service and a remote may share a name.
  const list = registry.slice(registry.indexOf(kind === 'service' ? 'export const SERVICES' : 'export const REMOTES'), registry.indexOf(marker));
  if (new RegExp(`^  (${names.kebab}|'${names.kebab}'): \\{`, 'm').test(list)) {
    throw new Error(`The registry has a ${kind} named ${names.kebab} already.`);
  }

  // Services count up from 3101, remotes (in compose) from 8081: the first free one.
  const used = new Set([8080, ...usedPorts(registry)]);
  let port = kind === 'service' ? 3101 : 8081;
  while (used.has(port)) port += 1;
  const timestamp = Date.now();

  const templates = join(__dirname, '../templates', kind);
  const files: string[] = [];
  for (const source of filesUnder(templates)) {
    const target = join(root, folder, fill(relative(templates, source), names, { port, timestamp }).replace(new RegExp(`${TEMPLATE_SUFFIX}$`), ''));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, fill(readFileSync(source, 'utf8'), names, { port, timestamp }));
    files.push(relative(root, target));
  }
  log(`Created ${folder} (${files.length} files).`);

  writeFileSync(registryPath, registry.replace(marker, `${registryEntry(kind, names, port, timestamp)}${marker}`));
  log(`Added ${names.kebab} to ${REGISTRY}${kind === 'service' ? ` (port ${port})` : ` (compose port ${port})`}.`);
  for (const written of syncParts(root)) log(`Wrote ${written}.`);

  if (install) {
    // What `npm install` does for a new workspace package: a link in node_modules, and the lock file.
    const packageName = (JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')) as { name: string }).name;
    const link = join(root, 'node_modules', packageName);
    if (!existsSync(link)) {
      mkdirSync(dirname(link), { recursive: true });
      symlinkSync(relative(dirname(link), join(root, folder)), link);
    }
    execFileSync('npm', ['install', '--package-lock-only', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: root, stdio: 'ignore' });
    log(`Linked ${packageName} and updated package-lock.json.`);
  }
  return { folder, files };
}

if (require.main === module) {
  const [kind, name] = process.argv.slice(2);
  if ((kind !== 'service' && kind !== 'remote') || !name) {
    process.stderr.write('Usage: npm run new:service -- <name>   or   npm run new:remote -- <name>\n');
    process.exit(2);
  }
  try {
    const root = resolve(__dirname, '../../..');
    const { folder } = newPart({ root, kind, name, log: (line) => process.stdout.write(`  ${line}\n`) });
    process.stdout.write(
      kind === 'service'
        ? `\nDone. ${folder}/README.md says what it owns; write its use cases as services/README.md says.\n` +
            `  npx nx run-many -t lint typecheck test -p ${partNames(name).kebab}-service    then    npm start\n`
        : `\nDone. Its page is at /${partNames(name).kebab} once signed in (npm start); add pages in the registry and its webpack config.\n` +
            `  npx nx run-many -t lint typecheck test build -p ${partNames(name).kebab}-remote\n`,
    );
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  }
}
