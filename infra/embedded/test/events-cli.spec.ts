import { createEnvelope } from '@comarketing/messaging';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually } from '@comarketing/messaging/testing';
import { eventsTarget, runEventsCommand, UsageError } from '../src/cli/events-command';
import { type RunningPlatform } from '../src/start-platform';
import { startTestPlatform, PLATFORM_WAIT_MS } from './support/platform-test-kit';

// `npm run events`: an operator finds what failed for good and puts it back once the cause is
// fixed; the consumer then handles it, once.

describe('npm run events', () => {
  let platform: RunningPlatform;
  const queue = 'test.events-cli';

  beforeAll(async () => {
    platform = await startTestPlatform({ EVENT_MAX_RETRIES: '1', EVENT_RETRY_DELAY_MS: '10' });
  }, 60_000);

  afterAll(async () => {
    await platform?.bus.deleteQueue(queue);
    await platform?.stop();
  });

  /** The command as an operator runs it, against the platform's own settings; its output lines. */
  async function run(...argv: string[]): Promise<string[]> {
    const lines: string[] = [];
    const code = await runEventsCommand(argv, () => eventsTarget(process.env, process.cwd()), (line) => lines.push(line));
    expect(code).toBe(0);
    return lines;
  }

  it('shows a dead letter and replays it once its cause is fixed', async () => {
    let fixed = false;
    const handled: string[] = [];
    await platform.bus.subscribe({
      queue,
      routingKeys: ['test.cli'],
      handler: async (event) => {
        if (!fixed) throw new Error('the template is missing');
        handled.push(event.id);
      },
    });
    const event = createEnvelope('test.cli', { n: 1 }, { correlationId: 'events-cli' });
    await platform.bus.publish(event);

    const shown = await eventually(async () => {
      const lines = await run('dead-letters', queue);
      // The database lists each dead letter; RabbitMQ only counts them.
      return lines.some((line) => line.includes(event.id) || /: [1-9]\d* dead letter/.test(line)) ? lines : undefined;
    }, PLATFORM_WAIT_MS);
    if (!process.env.AMQP_URL) {
      expect(shown!.join('\n')).toContain(event.id);
      expect(shown!.join('\n')).toContain('the template is missing');
      expect((await run('list')).join('\n')).toMatch(new RegExp(`${queue.replace(/\./g, '\\.')}: 0 waiting, 1 dead`));
    }

    fixed = true;
    expect(await run('replay', queue)).toEqual([expect.stringMatching(/: 1 dead letter\(s\) put back$/)]);
    await eventually(async () => (handled.length > 0 ? true : undefined), PLATFORM_WAIT_MS);
    expect(handled).toEqual([event.id]);
    expect((await run('replay', queue))[0]).toMatch(/: 0 dead letter\(s\) put back$/);
  });

  it('explains what it needs instead of failing obscurely', async () => {
    await expect(runEventsCommand(['replay'], () => eventsTarget(process.env, process.cwd()), () => undefined)).rejects.toThrow(UsageError);
    await expect(runEventsCommand(['purge'], () => eventsTarget(process.env, process.cwd()), () => undefined)).rejects.toThrow(/Usage: npm run events/);
    await expect(runEventsCommand(['replay', queue, '--limit', 'x'], () => eventsTarget(process.env, process.cwd()), () => undefined)).rejects.toThrow(/--limit/);
  });
});

describe('where npm run events looks', () => {
  it('prefers RabbitMQ, then DATABASE_URL, then the embedded database running on DATA_DIR', () => {
    const root = mkdtempSync(join(tmpdir(), 'events-cli-'));
    try {
      expect(eventsTarget({ AMQP_URL: 'amqp://broker', DATABASE_URL: 'postgres://db', EVENT_NAMESPACE: 'ns' }, root)).toEqual({ kind: 'rabbitmq', url: 'amqp://broker', namespace: 'ns' });
      expect(eventsTarget({ DATABASE_URL: 'postgres://db' }, root)).toEqual({ kind: 'database', url: 'postgres://db', namespace: undefined });
      expect(() => eventsTarget({}, root)).toThrow(/No platform is running on .*start it \(npm start\)/);
      mkdirSync(join(root, '.data', 'pglite'), { recursive: true });
      writeFileSync(join(root, '.data', 'pglite', 'postmaster.url'), 'postgres://postgres:secret@127.0.0.1:5555/postgres\n');
      expect(eventsTarget({}, root)).toEqual({ kind: 'database', url: 'postgres://postgres:secret@127.0.0.1:5555/postgres', namespace: undefined });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
