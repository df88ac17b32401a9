import { INTERNAL_TOKEN_HEADER } from '@comarketing/contracts';
import { eventually } from '@comarketing/messaging/testing';
import { findFreePort } from '@comarketing/pg-embedded';
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { newPart } from '../src/new-part';
import { scratchWorkspace, type ScratchWorkspace } from './support/scratch-workspace';

// The generators, as a newcomer would use them: in a copy of the workspace, `new:service probe` and
// `new:remote probe`, then no other edit. The parts must pass their own checks, join the registry's
// consistency test, and run inside `npm start`'s platform. Slow (a full build), so it runs once.
const source = resolve(__dirname, '../../..');
const INTERNAL_TOKEN = 'generator-test-internal-token-0123456789';

describe('npm run new:service / new:remote (in a scratch copy of the workspace)', () => {
  let scratch: ScratchWorkspace;
  let platform: ChildProcess | undefined;
  let output = '';
  const nxPackage = require.resolve('nx/package.json');
  const nxCli = join(dirname(nxPackage), (JSON.parse(readFileSync(nxPackage, 'utf8')) as { bin: { nx: string } }).bin.nx);
  const nx = (...args: string[]) =>
    execFileSync(process.execPath, [nxCli, ...args, '--outputStyle=static'], {
      cwd: scratch.root,
      env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false', NX_NO_CLOUD: 'true', CI: 'true' },
      stdio: 'pipe',
      maxBuffer: 256 * 1024 * 1024,
    });

  beforeAll(() => {
    scratch = scratchWorkspace(source);
    newPart({ root: scratch.root, kind: 'service', name: 'probe' });
    newPart({ root: scratch.root, kind: 'remote', name: 'probe' });
  }, 180_000);

  afterAll(async () => {
    if (platform && platform.exitCode === null) {
      const exited = new Promise((done) => platform!.once('exit', done));
      platform.kill('SIGTERM');
      await exited;
    }
    // KEEP_SCRATCH=1 keeps the copy to look into after a failure (its path is logged).
    if (process.env.KEEP_SCRATCH) process.stderr.write(`Scratch workspace kept: ${scratch.root}\n`);
    else scratch?.remove();
  });

  it('adds both to the registry, and compose and the README follow', () => {
    const registry = readFileSync(join(scratch.root, 'libs/platform-registry/src/platform-registry.ts'), 'utf8');
    expect(registry).toContain("project: 'probe-service'");
    expect(registry).toContain("project: 'probe-remote'");
    const compose = readFileSync(join(scratch.root, 'docker-compose.yml'), 'utf8');
    expect(compose).toContain('PROJECTS: probe-service');
    expect(compose).toContain('PROJECT: probe-remote');
    expect(readFileSync(join(scratch.root, 'README.md'), 'utf8')).toMatch(/\| probe \| service \|/);
  });

  it('gives parts that lint, typecheck and pass their tests, and the registry test still passes', () => {
    const run = (...args: string[]) => {
      try {
        return nx(...args).toString();
      } catch (error) {
        const failure = error as { stdout?: Buffer; stderr?: Buffer };
        throw new Error(`nx ${args.join(' ')} failed:\n${failure.stdout?.toString().slice(-6000)}\n${failure.stderr?.toString().slice(-3000)}`);
      }
    };
    run('run-many', '-t', 'lint', 'typecheck', 'test', '-p', 'probe-service', 'probe-remote', 'platform-registry', 'host');
    // The consistency test of tools/parts, in the copy (this file excluded: it would recurse).
    // (Without PARTS_GENERATORS, which this run has: with it the config matches the generator test only.)
    const { PARTS_GENERATORS: _generatorsOnly, ...env } = process.env;
    try {
      execFileSync(process.execPath, [join(source, 'node_modules/jest/bin/jest.js'), 'test/parts-registry.spec.ts'], { cwd: join(scratch.root, 'tools/parts'), env, stdio: 'pipe' });
    } catch (error) {
      throw new Error(`the registry test failed in the copy:\n${(error as { stderr?: Buffer }).stderr?.toString().slice(-6000)}`);
    }
    // What the next test starts: the platform (with the new service) and the new remote. The
    // other front ends build as they did before the generators ran (CI builds them for the browser tests).
    run('run-many', '-t', 'build', '-p', 'embedded', 'probe-service', 'probe-remote');
  }, 900_000);

  it('starts with the platform: the service answers its health check, the remote is listed and served', async () => {
    const port = await findFreePort();
    // As `npm start` runs on a fresh machine: embedded database, no broker.
    const { DATABASE_URL: _database, AMQP_URL: _broker, ...embeddedEnv } = process.env;
    platform = spawn(process.execPath, [join(scratch.root, 'infra/embedded/dist/main.js')], {
      cwd: scratch.root,
      env: { ...embeddedEnv, PORT: String(port), DATA_DIR: mkdtempSync(join(tmpdir(), 'probe-data-')), DEMO_CONTENT: 'off', INTERNAL_TOKEN, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    platform.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    platform.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const base = `http://127.0.0.1:${port}`;

    const details = await eventually(async () => {
      if (platform!.exitCode !== null) throw new Error(`the platform exited (${platform!.exitCode}):\n${output.slice(-3000)}`);
      const response = await fetch(`${base}/api/health/details`, { headers: { [INTERNAL_TOKEN_HEADER]: INTERNAL_TOKEN } });
      const report = (await response.json()) as { status: string; components: Record<string, { status: string }> };
      expect(report.components.probe).toEqual(expect.objectContaining({ status: 'up' }));
      return report;
    }, 90_000);
    expect(details.status).toBe('up');

    const remotes = (await (await fetch(`${base}/mf/remotes.json`)).json()) as { remotes: Record<string, string> };
    expect(remotes.remotes.probe).toBe('/remotes/probe/mf-manifest.json');
    const manifest = await fetch(`${base}${remotes.remotes.probe}`);
    expect(manifest.status).toBe(200);
    expect(JSON.stringify(await manifest.json())).toContain('ProbeHomePage');
  }, 180_000);
});
