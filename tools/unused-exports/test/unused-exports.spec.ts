import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { findUncalledRoutes, findUnusedExports } from '../src/find-unused-exports';
import { isEntry, isTest, KNOWN_UNCALLED_ROUTES, KNOWN_UNUSED, serviceFolder, workspace } from '../src/workspace';

describe('unused exports in the workspace', () => {
  it('finds none beyond the known, justified ones', () => {
    const found = findUnusedExports(workspace).map(({ file, name }) => `${file}#${name}`);
    expect(found.filter((key) => !(key in KNOWN_UNUSED))).toEqual([]);
    // A known entry that is no longer reported has been dealt with: take it off the list.
    expect(Object.keys(KNOWN_UNUSED).filter((key) => !found.includes(key))).toEqual([]);
  });

  it("reads each service's folder from the registry, so its own use of its routes is told from a call", () => {
    expect(['accounts', 'notification', 'matching', 'content', 'analytics'].map(serviceFolder)).toEqual(['services/accounts', 'services/notification', 'services/matching', 'services/content', 'services/analytics']);
  });

  it('finds no internal API route that nothing calls, beyond the known, justified ones', () => {
    const found = findUncalledRoutes(workspace).map(({ file, route }) => `${file}#${route}`);
    expect(found.filter((key) => !(key in KNOWN_UNCALLED_ROUTES))).toEqual([]);
    expect(Object.keys(KNOWN_UNCALLED_ROUTES).filter((key) => !found.includes(key))).toEqual([]);
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

  it("counts what an entry re-exports from its own modules as used (a server build's render.js is loaded, not imported)", () => {
    write({
      'apps/app/src/server-render.tsx': "export { preparePage } from './prepare-page';\nexport const renderPage = () => '';\n",
      'apps/app/src/prepare-page.ts': 'export const preparePage = () => 1;\nexport const unusedHelper = () => 2;\n',
    });
    expect(find()).toEqual(['apps/app/src/prepare-page.ts#unusedHelper']);
  });

  it('reports a test helper that no test uses', () => {
    write({ 'libs/lib/src/testing/stub.ts': 'export const stub = () => 1;\n' });
    expect(find()).toEqual(['libs/lib/src/testing/stub.ts#stub']);
  });

  it("keeps nothing alive for a test's namespace import, import(), require or jest.requireActual, in any test file", () => {
    write({
      'libs/lib/src/index.ts': "export * from './parts';\n",
      'libs/lib/src/parts.ts': ['a', 'b', 'c', 'd', 'e'].map((name) => `export const ${name} = '${name}';\n`).join(''),
      'libs/lib/src/parts.spec.ts': "import * as lib from '@fixture/lib';\nit('is whole', () => expect(Object.keys(lib)).toHaveLength(5));\n",
      'libs/lib/src/parts.test.ts': "it('loads', async () => expect(await import('@fixture/lib')).toBeDefined());\n",
      'apps/app/src/support.test.ts': "it('loads', () => expect([jest.requireActual('@fixture/lib'), require('@fixture/lib')]).toHaveLength(2));\n",
      'apps/app/test/more.spec.ts': "it('reads', async () => expect((await import('../../../libs/lib/src/parts')).e).toBe('e'));\n",
    });
    expect(find()).toEqual(['libs/lib/src/parts.ts#a', 'libs/lib/src/parts.ts#b', 'libs/lib/src/parts.ts#c', 'libs/lib/src/parts.ts#d', 'libs/lib/src/parts.ts#e']);
  });

  it('counts of a namespace or dynamic import by production code the members it reads, and everything when the module goes further', () => {
    write({
      'libs/lib/src/index.ts': "export * from './parts';\n",
      'libs/lib/src/parts.ts': ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => `export const ${name} = '${name}';\n`).join(''),
      'libs/lib/src/page.ts': "export default 'page';\nexport const unread = 1;\n",
      'libs/lib/src/whole.ts': "export const w1 = 1;\nexport const w2 = 2;\n",
      'apps/app/src/main.ts': [
        "import * as lib from '@fixture/lib';",
        "declare const lazy: (load: () => Promise<{ default: string }>) => unknown;",
        'export const one = lib.a;',
        "export const two = async () => { const { b } = await import('@fixture/lib'); return b; };",
        "export const three = () => import('@fixture/lib').then((module) => module.c);",
        "export const four = async () => (await import('@fixture/lib')).d;",
        "export const page = lazy(() => import('../../../libs/lib/src/page'));",
        "export const whole = () => import('../../../libs/lib/src/whole');",
        '',
      ].join('\n'),
    });
    expect(find()).toEqual(['libs/lib/src/page.ts#unread', 'libs/lib/src/parts.ts#e', 'libs/lib/src/parts.ts#f']);
  });
});

describe('findUncalledRoutes', () => {
  let root: string;
  const write = (files: Record<string, string>) => {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
  };
  const find = () =>
    findUncalledRoutes({
      root,
      folders: ['libs', 'apps', 'services'],
      isEntry,
      isTest,
      tsconfig: join(root, 'tsconfig.json'),
      serviceFolder: (service) => `services/${service}`,
    }).map(({ file, route }) => `${file}#${route}`);

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'uncalled-routes-'));
    write({
      'tsconfig.json': JSON.stringify({ compilerOptions: { strict: true, baseUrl: '.', paths: { '@fixture/contracts': ['libs/contracts/src/index.ts'] } } }),
      'libs/contracts/src/index.ts': "export * from './internal-route';\nexport * from './orders-api';\nexport * from './stock-api';\n",
      'libs/contracts/src/internal-route.ts': [
        'export interface InternalRoute { method: string; path: string }',
        'export const internalRoute = <R extends InternalRoute>(route: R): R => route;',
        'export const defineInternalApi = <S extends string, Routes extends Record<string, InternalRoute>>(service: S, routes: Routes) => ({ service, routes });',
        'export type Client<A extends { routes: Record<string, InternalRoute> }> = { readonly [K in keyof A["routes"]]: () => Promise<unknown> };',
        '',
      ].join('\n'),
      // Two services with a route of the same name: a call of one is not a call of the other.
      'libs/contracts/src/orders-api.ts':
        "import { defineInternalApi, internalRoute } from './internal-route';\nexport const ordersApi = defineInternalApi('orders', { readOrder: internalRoute({ method: 'GET', path: '/o' }), cancelOrder: internalRoute({ method: 'POST', path: '/c' }), count: internalRoute({ method: 'GET', path: '/n' }) });\n",
      'libs/contracts/src/stock-api.ts':
        "import { defineInternalApi, internalRoute } from './internal-route';\nexport const stockApi = defineInternalApi('stock', { count: internalRoute({ method: 'GET', path: '/n' }), reserve: internalRoute({ method: 'POST', path: '/r' }) });\n",
      // The serving side and a contract test use every route: neither is a call.
      'services/orders/src/orders.controller.ts': "import { ordersApi } from '@fixture/contracts';\nexport const served = [ordersApi.routes.readOrder, ordersApi.routes.cancelOrder, ordersApi.routes.count];\n",
      'services/stock/src/stock.controller.ts': "import { stockApi } from '@fixture/contracts';\nexport const served = [stockApi.routes.count, stockApi.routes.reserve];\n",
      'apps/bff/src/orders.spec.ts': "import { type Client, type ordersApi } from '@fixture/contracts';\ndeclare const orders: Client<typeof ordersApi>;\nit('cancels', () => orders.cancelOrder());\n",
    });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('reports each route that no production code calls through its client or its contract', () => {
    write({
      'apps/bff/src/orders.client.ts': "import { type Client, type ordersApi } from '@fixture/contracts';\ndeclare const orders: Client<typeof ordersApi>;\nexport const read = () => orders.readOrder();\n",
      'apps/stock/src/proxy.ts': "import { stockApi } from '@fixture/contracts';\nexport const counted = stockApi.routes.count;\n",
    });
    expect(find()).toEqual(['libs/contracts/src/orders-api.ts#cancelOrder', 'libs/contracts/src/orders-api.ts#count', 'libs/contracts/src/stock-api.ts#reserve']);
  });
});
