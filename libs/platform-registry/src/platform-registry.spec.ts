import { PAGES, REMOTE_NAMES, REMOTES, SERVICE_NAMES, SERVICES, type PageEntry } from './platform-registry';

describe('platform registry', () => {
  const pages = REMOTE_NAMES.flatMap((remote) => Object.entries(REMOTES[remote].pages as Record<string, PageEntry>).map(([id]) => id));

  it('gives every page an id unique across remotes, so PAGES loses none', () => {
    expect(new Set(pages).size).toBe(pages.length);
    expect(Object.keys(PAGES).sort()).toEqual([...pages].sort());
  });

  it('knows which remote each page comes from', () => {
    expect(PAGES.dashboard).toMatchObject({ id: 'dashboard', remote: 'owner', module: 'DashboardPage' });
    expect(PAGES.signIn).toMatchObject({ remote: 'public', module: 'SignInPage' });
  });

  it('gives every page absolute paths, and a module name fit for an exposed module', () => {
    for (const page of Object.values(PAGES)) {
      expect(page.paths.length).toBeGreaterThan(0);
      for (const path of page.paths) expect(path).toMatch(/^\//);
      expect(page.module).toMatch(/^[A-Z][A-Za-z0-9]*Page$/);
    }
  });

  it('lets no page show for signed-in users and visitors alike on the same path twice', () => {
    const seen = new Map<string, string>();
    for (const page of Object.values(PAGES)) {
      for (const path of page.paths) {
        const audiences = page.access === 'everyone' || page.access === 'staff' ? ['visitor', 'signed-in'] : [page.access === 'visitors' ? 'visitor' : 'signed-in'];
        for (const audience of audiences) {
          const key = `${audience} ${path}`;
          // An 'everyone' page gives way to a signed-in page on the same path ('/' is the landing
          // page for visitors and the welcome page once signed in); any other clash is a mistake.
          if (seen.has(key) && page.access !== 'everyone' && PAGES[seen.get(key) as keyof typeof PAGES].access !== 'everyone') {
            throw new Error(`${path} is both ${seen.get(key)} and ${page.id} for ${audience}`);
          }
          seen.set(key, page.id);
        }
      }
    }
  });

  it('gives services distinct ports, schemas and URL variables', () => {
    for (const key of ['defaultPort', 'schema', 'urlVariable'] as const) {
      const values = SERVICE_NAMES.map((name) => SERVICES[name][key]);
      expect(new Set(values).size).toBe(values.length);
    }
    const remotePorts = REMOTE_NAMES.map((name) => REMOTES[name].composePort);
    expect(new Set([...remotePorts, ...SERVICE_NAMES.map((name) => SERVICES[name].defaultPort), 8080]).size).toBe(remotePorts.length + SERVICE_NAMES.length + 1);
  });
});
