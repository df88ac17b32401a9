import { type HttpAdapterHost } from '@nestjs/core';
import express, { type NextFunction, type Request, type Response } from 'express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { type BffConfig } from '../../bff.config';
import { BlogContentCache } from './blog-content.cache';
import { pagesMiddleware } from './pages.middleware';
import { loopbackOrigin, OwnApi, sessionCookieOf } from './own-api';
import { PublicPages } from './public-pages.service';
import { RemoteAssets } from './remote-assets';
import { ServerRenderer } from './server-renderer';

const TEMPLATE = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title data-initial>Home</title><script defer src="/js/main.js"></script></head><body><div id="root"></div></body></html>`;

// Stands in for the owner remote's server build: its page reads the BFF's API through the sources
// (as the real one does, with Request and Response), and renders what it read.
const FAKE_OWNER_BUILD = `
exports.prepareSignedInPage = async (page, sources) => {
  if (page.pageId !== 'dashboard') return { status: 'ok', entries: [] };
  const read = async (path, init) => {
    const answer = await sources.fetch(new Request(page.origin + path, init));
    return { status: answer.status, body: await answer.json() };
  };
  const me = await read('/api/whoami');
  if (me.status !== 200) throw new Error('no session');
  const refusals = [await read('/api/whoami', { method: 'POST' }), await read('/api/admin/whoami'), await read('/API/Admin/whoami')].map((answer) => answer.status);
  return { status: 'ok', entries: [{ endpointName: 'whoami', arg: undefined, value: me.body }, { endpointName: 'refusals', arg: undefined, value: refusals }] };
};
exports.renderPage = (input) => {
  if (input.pageId !== 'dashboard') return null;
  const me = input.entries.find((entry) => entry.endpointName === 'whoami');
  return '<h1>Dashboard of ' + me.value.name + '</h1>';
};`;

const OWNER_MANIFEST = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ name: 'DashboardPage', path: './DashboardPage', assets: { js: { sync: ['js/dashboard.1234abcd.js'] }, css: { sync: ['css/dashboard.1234abcd.css'] } } }],
};

/** Sessions of the fake: the cookie's value is the user. */
const USERS: Record<string, { id: string; name: string }> = { 'cm.sid=olive': { id: 'u1', name: 'Olive' }, 'cm.sid=piet': { id: 'u2', name: 'Piet' }, 'cm.sid=unlucky': { id: 'u3', name: 'Una' } };
/** Whose reads the API cannot answer at the moment. */
const UNLUCKY = 'u3';

describe('a signed-in owner page rendered on the server with their data', () => {
  const root = mkdtempSync(join(tmpdir(), 'signed-in-pages-'));
  const logger = pino({ level: 'silent' });
  const seen: Array<{ method: string; path: string; user: string | undefined; host: string | undefined; cookie: string | undefined }> = [];
  let app: express.Express;
  let server: Server;
  let ownApi: OwnApi;

  beforeAll(async () => {
    mkdirSync(join(root, 'shells/host/dist'), { recursive: true });
    mkdirSync(join(root, 'remotes/owner/dist'), { recursive: true });
    mkdirSync(join(root, 'remotes/owner/dist-server'), { recursive: true });
    writeFileSync(join(root, 'shells/host/dist/index.html'), TEMPLATE);
    writeFileSync(join(root, 'remotes/owner/dist/mf-manifest.json'), JSON.stringify(OWNER_MANIFEST));
    writeFileSync(join(root, 'remotes/owner/dist-server/render.js'), FAKE_OWNER_BUILD);
    const config = { PORT: 8080, WEB_ROOT: root, PUBLIC_ORIGIN: 'https://comarketing.example', REMOTE_PUBLIC_URL: '/remotes/public/mf-manifest.json', REMOTE_OWNER_URL: '/remotes/owner/mf-manifest.json' } as unknown as BffConfig;
    app = express();
    server = createServer(app);
    ownApi = new OwnApi({ httpAdapter: { getHttpServer: () => server } } as unknown as HttpAdapterHost);
    const pages = new PublicPages(config, logger, new BlogContentCache({ listPublished: async () => [], tags: async () => [], related: async () => [] }, logger), new RemoteAssets(config, logger), new ServerRenderer(config, logger), ownApi);
    // The session, as express-session and passport give it: from the cookie.
    app.use((req: Request, _res: Response, next: NextFunction) => {
      const user = USERS[(req.headers.cookie ?? '').split('; ').find((pair) => pair.startsWith('cm.sid=')) ?? ''];
      if (user) (req as Request & { user?: object }).user = user;
      next();
    });
    app.use(pagesMiddleware(pages, logger));
    app.all('/api/{*rest}', (req: Request, res: Response) => {
      const user = (req as Request & { user?: { id: string; name: string } }).user;
      seen.push({ method: req.method, path: req.path, user: user?.id, host: req.headers.host, cookie: req.headers.cookie });
      if (!user) return void res.status(401).json({ message: 'Not signed in' });
      if (user.id === UNLUCKY) return void res.status(503).json({ message: 'The accounts service is unavailable' });
      res.json({ id: user.id, name: user.name });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    await ownApi.onModuleDestroy();
    await new Promise((resolve) => server.close(resolve));
    rmSync(root, { recursive: true, force: true });
  });
  beforeEach(() => (seen.length = 0));

  const dashboard = (cookie: string) => request(server).get('/dashboard').set('accept', 'text/html').set('host', 'hub.example').set('cookie', `theme=dark; ${cookie}`);

  it("holds the owner's own data in its first HTML, read through the API as them, with the answers for the app and the page's styles", async () => {
    const res = await dashboard('cm.sid=olive').expect(200);
    expect(res.text).toContain('<div id="root"><h1>Dashboard of Olive</h1>');
    expect(res.text).toContain('"page":{"remote":"owner","module":"DashboardPage"}');
    expect(res.text).toContain('<link rel="stylesheet" href="/remotes/owner/css/dashboard.1234abcd.css">');
    expect(res.text).toContain('<meta name="robots" content="noindex');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toContain('Cookie');
    // As the page's user, by the session cookie alone (not the page's other cookies), at the name the page was asked at.
    expect(seen).toEqual([{ method: 'GET', path: '/api/whoami', user: 'u1', host: 'hub.example', cookie: 'cm.sid=olive' }]);
  });

  it('lets the render read only: a write or a staff path is refused before it reaches the API', async () => {
    const res = await dashboard('cm.sid=olive').expect(200);
    expect(res.text).toContain('{"endpointName":"refusals","value":[403,403,403]}');
    expect(seen.map((call) => call.method)).toEqual(['GET']);
  });

  it('gives every owner their own page, never one made for someone else', async () => {
    const olive = await dashboard('cm.sid=olive').expect(200);
    const piet = await dashboard('cm.sid=piet').expect(200);
    const oliveAgain = await dashboard('cm.sid=olive').expect(200);
    expect(olive.text).toContain('Dashboard of Olive');
    expect(piet.text).toContain('Dashboard of Piet');
    expect(piet.text).not.toContain('Olive');
    expect(oliveAgain.text).not.toContain('Piet');
  });

  it('sends the app shell when the page is not rendered on the server or its reads fail', async () => {
    const notifications = await request(server).get('/notifications').set('accept', 'text/html').set('cookie', 'cm.sid=olive').expect(200);
    expect(notifications.text).toContain('<div id="root"></div>');
    expect(notifications.text).not.toContain('ssr-data');
    const head = await request(server).head('/dashboard').set('accept', 'text/html').set('cookie', 'cm.sid=olive').expect(200);
    expect(head.headers['cache-control']).toBe('no-cache');
    expect(seen).toEqual([]);
    const failed = await dashboard('cm.sid=unlucky').expect(200);
    expect(failed.text).toContain('<div id="root"></div>');
    expect(failed.text).not.toContain('ssr-data');
    expect(failed.headers['cache-control']).toBe('no-cache');
  });

  it('passes on the session cookie alone', () => {
    expect(sessionCookieOf('theme=dark; cm.sid=s%3Aabc.def; other=1', 'cm.sid')).toBe('cm.sid=s%3Aabc.def');
    expect(sessionCookieOf('theme=dark', 'cm.sid')).toBeUndefined();
    expect(sessionCookieOf(undefined, 'cm.sid')).toBeUndefined();
  });

  it('reaches its own server at the address it listens on', () => {
    expect(loopbackOrigin({ address: '0.0.0.0', family: 'IPv4', port: 8080 })).toEqual({ origin: 'http://127.0.0.1:8080' });
    expect(loopbackOrigin({ address: '::', family: 'IPv6', port: 8080 })).toEqual({ origin: 'http://[::1]:8080' });
    expect(loopbackOrigin({ address: '10.0.0.5', family: 'IPv4', port: 3000 })).toEqual({ origin: 'http://10.0.0.5:3000' });
    expect(loopbackOrigin('/run/bff.sock')).toEqual({ origin: 'http://localhost', socketPath: '/run/bff.sock' });
    expect(loopbackOrigin(null)).toBeNull();
  });
});
