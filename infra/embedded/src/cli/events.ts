#!/usr/bin/env node
// `npm run events -- <command>`: the platform's event queues for operators (dead letters, replay).
import { resolve } from 'node:path';
import { eventsTarget, runEventsCommand, UsageError } from './events-command';

const workspaceRoot = resolve(__dirname, '../../../..');

runEventsCommand(process.argv.slice(2), () => eventsTarget(process.env, workspaceRoot), (line) => process.stdout.write(`${line}\n`)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof UsageError ? error.message : `Failed: ${error instanceof Error ? error.message : String(error)}`}\n`);
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
