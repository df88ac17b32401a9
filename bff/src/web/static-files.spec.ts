import express from 'express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
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
    writeFileSync(join(team, 'js/412.0a1b2c3d.js.br'), brotliCompressSync('chunk (brotli copy)'));
    writeFileSync(join(team, 'js/412.0a1b2c3d.js.gz'), gzipSync('chunk (gzip copy)'));
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

  it('leaves pages to the page handler, and answers a missing file with 404', async () => {
    await request(app).get('/partner-matches/123').set('accept', 'text/html').expect(404, { message: 'Not Found' });
    await request(app).get('/js/missing.js').set('accept', '*/*').expect(404);
  });

  it('sends the Brotli or gzip copy the build made, with the original type and caching', async () => {
    const br = await request(app).get('/remotes/team/js/412.0a1b2c3d.js').set('accept-encoding', 'gzip, deflate, br').expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.text).toBe('chunk (brotli copy)');
    const gz = await request(app).get('/remotes/team/js/412.0a1b2c3d.js').set('accept-encoding', 'gzip').expect(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toBe('chunk (gzip copy)');
    const plain = await request(app).get('/remotes/team/js/412.0a1b2c3d.js').set('accept-encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe('chunk');
  });
});
