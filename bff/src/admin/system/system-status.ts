import { type ComponentHealth, healthReportSchema, type SystemPart, type SystemStatus } from '@comarketing/contracts';
import { REMOTE_NAMES } from '@comarketing/platform-registry';
import { type EventBus } from '@comarketing/messaging';
import { type ServiceClient } from '@comarketing/server-kit';
import { type DataSource } from 'typeorm';
import { type RemoteAssets } from '../../web/public-pages/remote-assets';

/** A part that has not answered by then is down: the system view shows it within seconds. */
export const PART_TIMEOUT_MS = 2000;

export interface SystemStatusSources {
  dataSource: DataSource;
  bus: EventBus;
  services: Record<string, ServiceClient>;
  remotes: RemoteAssets;
  version: string;
  startedAt: Date;
  now?: () => Date;
}

/** Runs `check` with the deadline, timing it; a throw or the deadline is the part being down. */
async function timed(check: () => Promise<Omit<SystemPart, 'latencyMs'>>, fallback: Pick<SystemPart, 'name' | 'kind'>): Promise<SystemPart> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${PART_TIMEOUT_MS} ms`)), PART_TIMEOUT_MS);
  });
  try {
    const part = await Promise.race([check(), deadline]);
    return { ...part, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    return { ...fallback, status: 'down', detail: error instanceof Error ? error.message : String(error), latencyMs: null, outboxPending: null, deadLetters: null, deadLetterDetail: null };
  } finally {
    clearTimeout(timer);
  }
}

const part = (name: string, kind: SystemPart['kind'], status: SystemPart['status'], detail: string | null = null): Omit<SystemPart, 'latencyMs'> => ({
  name,
  kind,
  status,
  detail,
  outboxPending: null,
  deadLetters: null,
  deadLetterDetail: null,
});

/** A service's own report (`/health/details`): down when any of its parts is, with its outbox and dead letters. */
function servicePart(name: string, components: Record<string, ComponentHealth>): Omit<SystemPart, 'latencyMs'> {
  const down = Object.entries(components).filter(([, c]) => c.status === 'down');
  const { outbox, deadLetters } = components;
  return {
    ...part(name, 'service', down.length ? 'down' : 'up', down.length ? down.map(([n, c]) => `${n}: ${c.detail ?? 'down'}`).join('; ') : null),
    outboxPending: outbox?.count ?? null,
    deadLetters: deadLetters?.count ?? null,
    deadLetterDetail: deadLetters?.detail && deadLetters.detail !== 'none' ? deadLetters.detail : null,
  };
}

/**
 * The whole platform checked now, each part in parallel under its own deadline: the BFF's
 * database and bus (with the BFF's own dead letters), every service (its database, bus, outbox
 * and dead letters, as it reports them), every remote's manifest. Nothing is cached: the admin
 * asks for the truth of this moment.
 */
export async function systemStatus(sources: SystemStatusSources): Promise<SystemStatus> {
  const now = sources.now ?? (() => new Date());
  const parts = await Promise.all([
    timed(async () => {
      await sources.dataSource.query('SELECT 1');
      return part('database', 'database', 'up');
    }, { name: 'database', kind: 'database' }),
    timed(async () => {
      const health = sources.bus.health();
      const own = (await sources.bus.deadLetterCounts()).filter((q) => q.queue.startsWith('bff.'));
      const dead = own.reduce((sum, q) => sum + q.count, 0);
      return { ...part('bus', 'bus', health.status, health.detail ?? null), deadLetters: dead, deadLetterDetail: own.filter((q) => q.count > 0).map((q) => `${q.queue}: ${q.count}`).join(', ') || null };
    }, { name: 'bus', kind: 'bus' }),
    ...Object.entries(sources.services).map(([name, client]) =>
      timed(async () => servicePart(name, (await client.request('GET', '/health/details', { schema: healthReportSchema, timeoutMs: PART_TIMEOUT_MS })).components), { name, kind: 'service' }),
    ),
    ...REMOTE_NAMES.map((remote) =>
      timed(async () => {
        const probe = await sources.remotes.probe(remote);
        return part(`${remote} remote`, 'remote', probe.ok ? 'up' : 'down', probe.ok ? 'manifest reachable' : probe.error);
      }, { name: `${remote} remote`, kind: 'remote' }),
    ),
  ]);
  const checkedAt = now();
  return {
    status: parts.every((p) => p.status === 'up') ? 'up' : 'down',
    checkedAt: checkedAt.toISOString(),
    version: sources.version,
    startedAt: sources.startedAt.toISOString(),
    uptimeSeconds: Math.max(0, Math.floor((checkedAt.getTime() - sources.startedAt.getTime()) / 1000)),
    parts,
  };
}
