#!/usr/bin/env node
// `npm start`: build whatever is missing or changed (Nx caches the rest), then run the whole
// platform in one process. Signals are passed on so Ctrl+C shuts everything down cleanly.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
// The nx CLI's file moves between versions; its package.json says where it is.
const nxPackage = createRequire(resolve(root, 'package.json')).resolve('nx/package.json');
const nxCli = resolve(dirname(nxPackage), JSON.parse(readFileSync(nxPackage, 'utf8')).bin.nx);
const env = { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false', NX_NO_CLOUD: 'true' };

process.stdout.write('  Building the platform (only what changed)...\n');
const build = spawnSync(process.execPath, [nxCli, 'run-many', '-t', 'build', '--outputStyle=static'], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
if (build.status !== 0) {
  process.stdout.write(build.stdout);
  console.error('\n  The build failed; see the output above.');
  process.exit(build.status ?? 1);
}

const child = spawn(process.execPath, [resolve(root, 'infra/embedded/dist/main.js')], { cwd: root, env: process.env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
