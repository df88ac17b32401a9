import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadEmbeddedConfig } from '../src/embedded-config';
import { type RunningPlatform, startPlatform } from '../src/start-platform';
import { relaxLimitsForPlatformTests, signedInOwner, uploadImage } from './support/platform-test-kit';

/** Every entry under `dir` whose mode has any of `bits` (every entry for 0), as 'mode path'. */
function entriesWith(dir: string, bits: number): string[] {
  const found: string[] = [];
  const visit = (path: string) => {
    const stat = lstatSync(path);
    if (bits === 0 || stat.mode & bits) found.push(`${(stat.mode & 0o777).toString(8)} ${path.slice(dir.length)}`);
    if (stat.isDirectory() && !stat.isSymbolicLink()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(dir);
  return found;
}

/**
 * `npm start`'s data folder (the session secret made once, uploads on disk), on a folder an
 * earlier start left open: 969 of 1,311 of its files were world-writable. After a start and some
 * use, none is, and the secret is readable by its owner alone. The embedded database's own files
 * are proved owner-only by @comarketing/pg-embedded's tests: PGlite is not started here, as jest
 * cannot load it in a test file that follows another platform's (its dynamic import fails).
 */
describe("the embedded platform's data folder", () => {
  let platform: RunningPlatform;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'embedded-data-'));
    // What an earlier start left: an open folder, uploads folder and file, a secret anyone could read.
    chmodSync(dataDir, 0o777);
    mkdirSync(join(dataDir, 'uploads'), { mode: 0o777 });
    chmodSync(join(dataDir, 'uploads'), 0o777);
    writeFileSync(join(dataDir, 'uploads', '00000000-0000-4000-8000-000000000000'), 'x');
    chmodSync(join(dataDir, 'uploads', '00000000-0000-4000-8000-000000000000'), 0o666);
    writeFileSync(join(dataDir, 'session-secret'), 's'.repeat(43));
    chmodSync(join(dataDir, 'session-secret'), 0o666);
    relaxLimitsForPlatformTests();
    // No SESSION_SECRET: the secret kept in the folder, as under npm start.
    platform = await startPlatform(loadEmbeddedConfig({ DATABASE_URL: process.env.DATABASE_URL, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DATA_DIR: dataDir, DEMO_CONTENT: 'off' }));
  }, 300_000);

  afterAll(async () => {
    await platform?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('has no world- or group-writable file or folder after a start and some use, and an owner-read-only secret', async () => {
    // Use that writes: a sign-up, a business, an upload.
    const owner = await signedInOwner(platform);
    await owner.agent.post('/api/businesses').send({ businessName: 'Modes Bakery', industry: 'food-beverage', location: 'Leeds', postcode: 'LS1 4AP', radius: 10 }).expect(201);
    await uploadImage(owner.agent);

    expect(entriesWith(dataDir, 0).length).toBeGreaterThanOrEqual(4);
    expect(entriesWith(dataDir, 0o022)).toEqual([]);
    expect((statSync(dataDir).mode & 0o777).toString(8)).toBe('700');
    expect((statSync(join(dataDir, 'session-secret')).mode & 0o777).toString(8)).toBe('400');
    // The secret an earlier start made is kept (sessions survive), now readable by its owner only.
    expect(statSync(join(dataDir, 'session-secret')).size).toBe(43);
  });
});
