#!/usr/bin/env node
// `npm run admin -- create --email <e-mail>`: the first (or another) super admin, for operators.
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { runAdminCommand, UsageError } from './admin-command';

const workspaceRoot = resolve(__dirname, '../../../..');

/** One line from the terminal without echoing it. */
function askHidden(prompt: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolveAnswer) => {
    rl.question(prompt, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolveAnswer(answer);
    });
    muted = true;
  });
}

async function askPassword(): Promise<string | undefined> {
  if (!process.stdin.isTTY) return undefined;
  const first = await askHidden('Password for the new super admin (12+ characters): ');
  const second = await askHidden('The same again: ');
  if (first !== second) throw new UsageError('The two passwords differ; nothing was changed.');
  return first;
}

runAdminCommand(process.argv.slice(2), { env: process.env, workspaceRoot, print: (line) => process.stdout.write(`${line}\n`), askPassword }).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof UsageError ? error.message : `Failed: ${error instanceof Error ? error.message : String(error)}`}\n`);
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
