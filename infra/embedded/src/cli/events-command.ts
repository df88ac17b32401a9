import {
  countRabbitMqDeadLetters,
  DEFAULT_BUS_SCHEMA,
  listDeadLetters,
  queueSummary,
  replayDeadLetters,
  replayRabbitMqDeadLetters,
} from '@comarketing/messaging';
import { runningDatabaseUrl } from '@comarketing/pg-embedded';
import { join, resolve } from 'node:path';
import { Client } from 'pg';

export const EVENTS_USAGE = `Usage: npm run events -- <command>

  list                              queues with events waiting and dead letters
  dead-letters <queue>              the dead letters of a queue (e.g. notification.user-registered)
  replay <queue> [--limit <n>]      put a queue's dead letters back, oldest first; consumers handle
                                    each event once, so replaying one already handled is harmless

Where the events are: RabbitMQ when AMQP_URL is set (with EVENT_NAMESPACE, as the services use);
otherwise the queues in the database at DATABASE_URL; otherwise the embedded database of the
platform running on DATA_DIR (default .data/).`;

export type EventsTarget = { kind: 'rabbitmq'; url: string; namespace?: string } | { kind: 'database'; url: string; namespace?: string };

/** Where the platform's events are, from the same settings the platform itself reads. */
export function eventsTarget(env: Record<string, string | undefined>, workspaceRoot: string): EventsTarget {
  const namespace = env.EVENT_NAMESPACE || undefined;
  if (env.AMQP_URL) return { kind: 'rabbitmq', url: env.AMQP_URL, namespace };
  if (env.DATABASE_URL) return { kind: 'database', url: env.DATABASE_URL, namespace };
  const dataDir = resolve(workspaceRoot, env.DATA_DIR ?? '.data');
  const url = runningDatabaseUrl(join(dataDir, 'pglite'));
  if (!url) throw new UsageError(`No platform is running on ${dataDir}: start it (npm start), or set DATABASE_URL or AMQP_URL.`);
  return { kind: 'database', url, namespace };
}

export class UsageError extends Error {}

/** Runs one command; resolves with the process's exit code. */
export async function runEventsCommand(argv: string[], target: () => EventsTarget, print: (line: string) => void): Promise<number> {
  const [command, queue, ...rest] = argv;
  const limitAt = rest.indexOf('--limit');
  const limit = limitAt >= 0 ? Number(rest[limitAt + 1]) : undefined;
  if (limit !== undefined && !(Number.isInteger(limit) && limit > 0)) throw new UsageError('--limit takes a positive whole number');
  if (!['list', 'dead-letters', 'replay'].includes(command ?? '')) throw new UsageError(EVENTS_USAGE);
  if (command !== 'list' && !queue) throw new UsageError(`${command} needs a queue name, e.g. notification.user-registered`);

  const where = target();
  const fullName = (name: string) => (where.namespace ? `${where.namespace}.${name}` : name);
  if (where.kind === 'rabbitmq') {
    const ref = { url: where.url, namespace: where.namespace, queue: queue ?? '' };
    if (command === 'list') {
      print('RabbitMQ lists its queues in its management UI (port 15672); `dead-letters <queue>` counts one queue here.');
    } else if (command === 'dead-letters') {
      print(`${fullName(queue)}: ${await countRabbitMqDeadLetters(ref)} dead letter(s)`);
    } else {
      print(`${fullName(queue)}: ${await replayRabbitMqDeadLetters(ref, limit)} dead letter(s) put back`);
    }
    return 0;
  }

  const client = new Client({ connectionString: where.url });
  await client.connect();
  try {
    if (command === 'list') {
      const queues = await queueSummary(client, DEFAULT_BUS_SCHEMA);
      if (queues.length === 0) print('No events waiting and no dead letters.');
      for (const row of queues) print(`${row.queue}: ${row.ready} waiting, ${row.dead} dead`);
    } else if (command === 'dead-letters') {
      const letters = await listDeadLetters(client, DEFAULT_BUS_SCHEMA, fullName(queue), limit ?? 100);
      if (letters.length === 0) print(`${fullName(queue)}: no dead letters`);
      for (const letter of letters) {
        print(`${letter.deadAt}  ${letter.event.type ?? '(malformed)'}  ${letter.event.id ?? ''}  after ${letter.attempts} attempt(s): ${letter.error}`);
      }
    } else {
      print(`${fullName(queue)}: ${await replayDeadLetters(client, DEFAULT_BUS_SCHEMA, fullName(queue), limit)} dead letter(s) put back`);
    }
    return 0;
  } finally {
    await client.end();
  }
}
