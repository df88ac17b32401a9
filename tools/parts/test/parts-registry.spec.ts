import { REMOTE_NAMES, REMOTES, SERVICE_NAMES, SERVICES, type PageEntry } from '@comarketing/platform-registry';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { definitionExport } from '../src/render-parts';
import { syncParts } from '../src/sync-parts';

const root = resolve(__dirname, '../../..');
const projectsIn = (group: string) =>
  readdirSync(join(root, group))
    .filter((name) => existsSync(join(root, group, name, 'project.json')))
    .map((name) => `${group}/${name}`)
    .sort();
const projectJson = (folder: string) => JSON.parse(readFileSync(join(root, folder, 'project.json'), 'utf8')) as { name: string; tags: string[] };

interface ComposeService {
  build?: { args?: Record<string, string> };
  environment?: Record<string, string>;
  ports?: string[];
}
const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as { services: Record<string, ComposeService> };

describe('the registry of parts (libs/platform-registry)', () => {
  it('lists every remote and service on disk, and nothing that is not there', () => {
    expect(REMOTE_NAMES.map((name) => REMOTES[name].folder).sort()).toEqual(projectsIn('remotes'));
    expect(SERVICE_NAMES.map((name) => SERVICES[name].folder).sort()).toEqual(projectsIn('services'));
  });

  it('names each part by its Nx project, tagged as its kind', () => {
    for (const name of REMOTE_NAMES) expect(projectJson(REMOTES[name].folder)).toMatchObject({ name: REMOTES[name].project, tags: expect.arrayContaining(['type:remote']) });
    for (const name of SERVICE_NAMES) expect(projectJson(SERVICES[name].folder)).toMatchObject({ name: SERVICES[name].project, tags: expect.arrayContaining(['type:service']) });
  });

  it("matches each remote's pages to the modules its webpack config exposes", () => {
    for (const name of REMOTE_NAMES) {
      const config = readFileSync(join(root, REMOTES[name].folder, 'webpack.config.js'), 'utf8');
      const exposed = [...config.matchAll(/'\.\/([A-Za-z0-9]+)':/g)].map((match) => match[1]).sort();
      const pages = Object.values(REMOTES[name].pages as Record<string, PageEntry>).map((page) => page.module).sort();
      expect({ remote: name, exposed }).toEqual({ remote: name, exposed: pages });
      expect(config).toMatch(new RegExp(`name: '${name}'`));
    }
  });

  it("matches each service's own definition (name, schema, port)", async () => {
    for (const name of SERVICE_NAMES) {
      // Loaded by name, as the embedded start's generated imports do.
      const definition = ((await import(SERVICES[name].package)) as Record<string, unknown>)[definitionExport(name)];
      expect(definition).toMatchObject({ name, schema: SERVICES[name].schema, defaultPort: SERVICES[name].defaultPort });
    }
  });

  it('has written what follows from it (npm run registry:sync)', () => {
    expect(syncParts(root, { check: true })).toEqual([]);
  });

  describe('docker-compose.yml', () => {
    const infrastructure = ['postgres', 'rabbitmq', 'mailpit', 'bff'];

    it('runs each service and each remote as its own container, and nothing else', () => {
      expect(Object.keys(compose.services).sort()).toEqual([...infrastructure, ...SERVICE_NAMES, ...REMOTE_NAMES.map((name) => `remote-${name}`)].sort());
    });

    it('builds and starts each service on its port, and points the BFF at it', () => {
      const bff = compose.services.bff.environment ?? {};
      for (const name of SERVICE_NAMES) {
        const container = compose.services[name];
        expect(container.build?.args).toMatchObject({ PROJECTS: SERVICES[name].project, ENTRY: `${SERVICES[name].folder}/dist/main.js` });
        expect(container.environment).toMatchObject({ PORT: String(SERVICES[name].defaultPort), DATABASE_URL: expect.any(String), AMQP_URL: expect.any(String) });
        expect(bff[SERVICES[name].urlVariable]).toBe(`http://${name}:${SERVICES[name].defaultPort}`);
      }
    });

    it("serves each remote from its own origin, and points the host at it through the BFF's settings", () => {
      const bff = compose.services.bff.environment ?? {};
      for (const name of REMOTE_NAMES) {
        const container = compose.services[`remote-${name}`];
        const port = REMOTES[name].composePort;
        expect(container.build?.args).toMatchObject({ PROJECT: REMOTES[name].project, FOLDER: REMOTES[name].folder });
        expect(container.environment).toMatchObject({ PORT: String(port) });
        expect(container.ports).toEqual([`${port}:${port}`]);
        expect(bff[REMOTES[name].urlVariable]).toContain(`http://localhost:${port}/mf-manifest.json`);
      }
      // The BFF image carries no remote's browser files (each is deployed alone), only the server
      // build of the server-rendered ones, with which it renders their pages.
      const serverRendered = REMOTE_NAMES.filter((name) => (REMOTES[name] as { serverRendered?: boolean }).serverRendered).map((name) => REMOTES[name].project);
      expect(compose.services.bff.build?.args?.PROJECTS).toBe(['bff', 'host', ...serverRendered].join(','));
    });
  });
});
