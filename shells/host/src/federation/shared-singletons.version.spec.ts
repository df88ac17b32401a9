import { resolve } from 'node:path';
import { PAGES, REMOTES } from '@comarketing/platform-registry';
import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import { fallbackPlugin, isRemoteFallback } from '../runtime-plugins/fallback-plugin';

// A remote deployed alone may meet a host built before it. The shared singletons' version rules
// (tools/webpack/federated-app.config.js) decide what happens then: this test runs the module
// federation runtime's own share resolution with the real rules and the host's real fallback
// plugin. The remote container below does what webpack's container entry does: at `init` it joins
// the host's share scope and offers its own copies; loading an exposed module first consumes each
// shared singleton through the remote's federation instance (webpack's `consumes` handler).

type Deps = Record<string, string>;
type ShareRule = { singleton: boolean; strictVersion?: boolean; requiredVersion: string; version?: string };
type Copy = { copyOf: string; version: string; from: string };

const workspace = resolve(__dirname, '../../../..');
// The webpack configuration is plain CommonJS outside any TypeScript project: read it as such.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const webpackConfig = require(resolve(workspace, 'tools/webpack/federated-app.config.js')) as {
  sharedSingletons: (deps: Deps, libVersions?: Record<string, string>) => Record<string, ShareRule>;
  workspaceLibVersions: () => Record<string, string>;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const hostDeps = (require(resolve(workspace, 'shells/host/package.json')) as { dependencies: Deps }).dependencies;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const remoteDeps = (require(resolve(workspace, REMOTES[PAGES.dashboard.remote].folder, 'package.json')) as { dependencies: Deps }).dependencies;

const libVersions = webpackConfig.workspaceLibVersions();
const libNames = Object.keys(libVersions);

/** The version webpack would provide: the installed package's, or the workspace library's (its entries, e.g. '@comarketing/ui/dialog', too). */
function installedVersion(name: string): string {
  const library = name.split('/').slice(0, 2).join('/');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return libVersions[name] ?? libVersions[library] ?? (require(`${name}/package.json`) as { version: string }).version;
}

/** The next patch, e.g. '0.1.0' -> '0.1.1': what a library gets when a remote starts to need an addition. */
function nextPatch(version: string): string {
  return version.replace(/\d+$/, (patch) => String(Number(patch) + 1));
}

/** A version outside `version`'s caret range, e.g. '19.1.0' -> '20.0.0', '0.1.0' -> '0.2.0'. */
function nextBreakingVersion(version: string): string {
  const [major, minor] = version.split('.').map(Number);
  return major === 0 ? `0.${minor + 1}.0` : `${major + 1}.0.0`;
}

/**
 * The runtime's view of an app's shared modules: its rules for each singleton (the `react/`-style
 * prefix entries are left out: they follow the same rule as their package), with the copy it
 * bundles at `versions[name]`.
 */
function sharedOf(app: string, rules: Record<string, ShareRule>, versions: Record<string, string>, loaded: boolean) {
  return Object.fromEntries(
    Object.entries(rules)
      .filter(([name]) => !name.endsWith('/'))
      .map(([name, { version: _provided, ...shareConfig }]) => {
        const copy: Copy = { copyOf: name, version: versions[name], from: app };
        // The host has already rendered with its copies; the remote's are fetched only if chosen.
        const source = loaded ? { lib: () => copy } : { get: async () => () => copy };
        return [name, { version: versions[name], shareConfig, scope: ['default'], ...source }];
      }),
  );
}

let run = 0;

/**
 * Starts a host with its shared copies and a remote exposing './Page', both built with the rules
 * of tools/webpack for the given versions, then loads the page as the host's RemotePage does.
 */
async function loadPageAcrossVersions(options: { hostLibVersions?: Record<string, string>; remoteLibVersions?: Record<string, string>; remoteDeps?: Deps; remoteVersions?: Record<string, string> }) {
  run += 1;
  const names = Object.keys(webpackConfig.sharedSingletons(hostDeps)).filter((name) => !name.endsWith('/'));
  const hostVersions = Object.fromEntries(names.map((name) => [name, options.hostLibVersions?.[name] ?? installedVersion(name)]));
  const remoteVersions = Object.fromEntries(names.map((name) => [name, options.remoteVersions?.[name] ?? options.remoteLibVersions?.[name] ?? installedVersion(name)]));
  const hostRules = webpackConfig.sharedSingletons(hostDeps, { ...libVersions, ...options.hostLibVersions });
  const remoteRules = webpackConfig.sharedSingletons(options.remoteDeps ?? remoteDeps, { ...libVersions, ...options.remoteLibVersions });

  const remoteName = `owner_v${run}`;
  const remote: ModuleFederation = createInstance({
    name: remoteName,
    remotes: [],
    shared: sharedOf(remoteName, remoteRules, remoteVersions, false),
    shareStrategy: 'loaded-first',
  });
  const container = {
    async init(shareScope: never, _initScope: unknown, initOptions?: { shareScopeMap?: never }) {
      remote.initShareScopeMap('default', shareScope, { hostShareScopeMap: initOptions?.shareScopeMap ?? {} });
      await Promise.all(remote.initializeSharing('default', { strategy: 'loaded-first', from: 'build' }));
    },
    async get(_exposed: string) {
      const remoteShareInfos = sharedOf(remoteName, remoteRules, remoteVersions, false);
      const consumed: Record<string, Copy> = {};
      for (const [name, shareInfo] of Object.entries(remoteShareInfos)) {
        const factory = await remote.loadShare<Copy>(name, { customShareInfo: shareInfo });
        const copy = factory ? factory() : undefined;
        if (!copy) throw new Error(`no copy of ${name}`);
        consumed[name] = copy;
      }
      return () => ({ default: 'REMOTE-PAGE', consumed });
    },
  };

  const reports: unknown[] = [];
  const host: ModuleFederation = createInstance({
    name: `host_v${run}`,
    remotes: [{ name: remoteName, entry: `http://${remoteName}.test/remoteEntry.js` }],
    shared: sharedOf('host', hostRules, hostVersions, true),
    shareStrategy: 'loaded-first',
    plugins: [
      { name: 'test-remote-entry', loadEntry: async ({ remoteInfo }) => (remoteInfo.name === remoteName ? (container as never) : undefined) },
      fallbackPlugin({ fallback: 'FALLBACK-PAGE', report: (_id, error) => reports.push(error) }),
    ],
  });

  const module = await host.loadRemote<{ default: string; consumed?: Record<string, Copy> }>(`${remoteName}/Page`);
  return { module, fallback: isRemoteFallback(module), reports: reports.map(String) };
}

describe('shared singleton versions across a host and a remote', () => {
  beforeEach(() => {
    // The runtime reports the refusal on the console as well; the test reads it from the fallback.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('loads the page on the host’s copies when host and remote were built alike', async () => {
    const { module, fallback, reports } = await loadPageAcrossVersions({});
    expect(reports).toEqual([]);
    expect(fallback).toBe(false);
    expect(module?.default).toBe('REMOTE-PAGE');
    // One React, one store, one api slice: every singleton the remote got is the host's.
    for (const copy of Object.values(module?.consumed ?? {})) expect(copy.from).toBe('host');
    expect(Object.keys(module?.consumed ?? {})).toEqual(expect.arrayContaining(['react', 'react-dom', 'react-router-dom', '@reduxjs/toolkit', 'react-redux', ...libNames]));
  });

  it('loads the page on a newer host (the remote asked for at least what it was built with)', async () => {
    const newer = Object.fromEntries(libNames.map((name) => [name, nextPatch(libVersions[name])]));
    const { fallback, reports } = await loadPageAcrossVersions({ hostLibVersions: newer });
    expect(reports).toEqual([]);
    expect(fallback).toBe(false);
  });

  it.each(libNames)('refuses an older host’s %s (remote built one patch later) and shows the fallback page instead', async (lib) => {
    const { module, fallback, reports } = await loadPageAcrossVersions({ remoteLibVersions: { [lib]: nextPatch(libVersions[lib]) } });
    expect(fallback).toBe(true);
    expect(module?.default).toBe('FALLBACK-PAGE');
    expect(reports.join('\n')).toMatch(new RegExp(`shared singleton module ${lib.replace('/', '\\/')} does not satisfy`));
  });

  it.each(['react', 'react-dom', 'react-router-dom', '@reduxjs/toolkit', 'react-redux'])('refuses an older major of %s in the host and shows the fallback page instead', async (pkg) => {
    const required = nextBreakingVersion(installedVersion(pkg));
    const { fallback, reports } = await loadPageAcrossVersions({ remoteDeps: { ...remoteDeps, [pkg]: `^${required}` }, remoteVersions: { [pkg]: required } });
    expect(fallback).toBe(true);
    expect(reports.join('\n')).toMatch(new RegExp(`shared singleton module ${pkg.replace('/', '\\/')} does not satisfy`));
  });
});
