import { REMOTES, SERVICES } from '@comarketing/platform-registry';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PARTS_END, PARTS_START, readmeSummary, RECIPE_END, RECIPE_START, renderDistributedRecipe, renderPartsTable, workspaceParts } from '../src/readme-parts';

const root = resolve(__dirname, '../../..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const section = (start: string, end: string) => readme.slice(readme.indexOf(start), readme.indexOf(end) + end.length);

describe('readmeSummary', () => {
  it("is the first sentence of the paragraph under the title", () => {
    expect(readmeSummary('# x\n\nOwns the `a.b` things. Then more\ntext.\n')).toBe('Owns the `a.b` things.');
    expect(readmeSummary('# x\n\nOne sentence over\ntwo lines.\n\nNext.')).toBe('One sentence over two lines.');
  });

  it('is nothing when the README opens with a list, a code block or a sentence too long for a table', () => {
    expect(readmeSummary('# x\n\n- a list\n')).toBeUndefined();
    expect(readmeSummary('# x\n\n```sh\nnpm start\n```\n')).toBeUndefined();
    expect(readmeSummary(`# x\n\n${'word '.repeat(60)}end.\n`)).toBeUndefined();
    expect(readmeSummary('# x\n')).toBeUndefined();
  });
});

describe("the README's parts table (npm run registry:sync)", () => {
  const parts = workspaceParts(root);
  const table = renderPartsTable({ REMOTES, SERVICES }, parts);

  it('lists every service and remote of the registry with its port, schema and BFF setting', () => {
    for (const [name, service] of Object.entries(SERVICES)) {
      expect(table).toContain(`| ${name} | service | \`${service.folder}\` |`);
      expect(table).toContain(`| port ${service.defaultPort}, schema \`${service.schema}\`, BFF setting \`${service.urlVariable}\` |`);
    }
    for (const [name, remote] of Object.entries(REMOTES)) {
      expect(table).toContain(`| ${name} | remote | \`${remote.folder}\` |`);
      expect(table).toContain(`| port ${remote.composePort} in compose, BFF setting \`${remote.urlVariable}\` |`);
    }
  });

  it('lists the shell, the BFF and every library and tool that has a project', () => {
    for (const folder of ['shells/host', 'bff', 'libs/contracts', 'libs/server-kit', 'libs/messaging', 'libs/ui', 'libs/api', 'infra/embedded', 'e2e']) {
      expect(table).toContain(`| \`${folder}\` |`);
    }
    expect(parts.length).toBe(table.split('\n').length - 4);
  });

  it('is the one in README.md', () => {
    expect(section(PARTS_START, PARTS_END)).toBe(table);
  });
});

describe('README.md', () => {
  it('stays at most 20 KB: what a newcomer needs, details in the README of each part', () => {
    expect(Buffer.byteLength(readme)).toBeLessThanOrEqual(20 * 1024);
  });
});

describe("the README's distributed recipe", () => {
  const recipe = renderDistributedRecipe({ REMOTES, SERVICES });

  it('starts every service of the registry and gives the BFF each one\'s URL (it refuses to start without one)', () => {
    for (const service of Object.values(SERVICES)) {
      expect(recipe).toContain(`PORT=${service.defaultPort} node ${service.folder}/dist/main.js &`);
      expect(recipe).toContain(`${service.urlVariable}=http://127.0.0.1:${service.defaultPort} \\`);
      expect(recipe).toContain(service.project);
    }
    expect(recipe).toMatch(/node bff\/dist\/main\.js\n```/);
  });

  it('is the one in README.md (CI runs that one: tools/distributed/run-distributed-recipe.sh)', () => {
    expect(section(RECIPE_START, RECIPE_END)).toBe(recipe);
  });
});
