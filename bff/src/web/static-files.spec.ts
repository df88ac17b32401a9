import express from 'express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { staticFiles } from './static-files';

describe('static files of the web app', () => {
  let root: string;
  let app: express.Express;

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'static-files-'));
    const host = join(root, 'shells/host/dist');
    const team = join(root, 'remotes/team/dist');
    for (const dir of [join(host, 'js'), join(team, 'js')]) mkdirSync(dir, { recursive: true });
    writeFileSync(join(host, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(host, 'js/main.js'), 'console.log(1)');
    writeFileSync(join(host, 'js/main.js.map'), '{"version":3}');
    writeFileSync(join(team, 'js/remoteEntry.js'), 'var team');
    writeFileSync(join(team, 'js/412.0a1b2c3d.js'), 'chunk');
    writeFileSync(join(team, 'js/412.0a1b2c3d.js.map'), '{"version":3}');
    app = express();
    app.use(staticFiles(root, ['team']));
    app.use((_req, res) => void res.status(404).json({ message: 'Not Found' }));
  });

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('serves bundles with nosniff, hashed ones as immutable', async () => {
    const main = await request(app).get('/js/main.js').expect(200);
    expect(main.headers['x-content-type-options']).toBe('nosniff');
    expect(main.headers['cache-control']).toBe('no-cache');
    const chunk = await request(app).get('/remotes/team/js/412.0a1b2c3d.js').expect(200);
    expect(chunk.headers['cache-control']).toContain('immutable');
  });

  it('never serves source maps, nor the app in their place', async () => {
    await request(app).get('/js/main.js.map').set('accept', '*/*').expect(404);
    await request(app).get('/remotes/team/js/412.0a1b2c3d.js.map').set('accept', '*/*').expect(404);
    await request(app).get('/js/main.js.m%61p').set('accept', '*/*').expect(404);
    await request(app).get('/js/main.js.MAP').set('accept', '*/*').expect(404);
  });

  it('answers client-side routes with the app, and a missing file with 404', async () => {
    const page = await request(app).get('/partner-matches/123').set('accept', 'text/html').expect(200);
    expect(page.text).toContain('<title>app</title>');
    await request(app).get('/js/missing.js').set('accept', '*/*').expect(404);
  });
});
