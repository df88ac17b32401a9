import { type ComponentHealth } from '@comarketing/contracts';
import { CachedHealthCheck, checkHealth, publicHealth } from './health-check';

const up = (): ComponentHealth => ({ status: 'up' });

describe('health checks', () => {
  it('shows a failing or silent part as down with its reason, not as a hang', async () => {
    const report = await checkHealth({ database: () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.5:5432')), bus: () => new Promise(() => undefined), cache: up }, 50);
    expect(report).toEqual({
      status: 'down',
      components: { database: { status: 'down', detail: 'connect ECONNREFUSED 10.0.0.5:5432' }, bus: { status: 'down', detail: 'no answer within 50 ms' }, cache: { status: 'up' } },
    });
  });

  it('gives the public only the state of each part: no details, addresses or error texts', () => {
    const report = { status: 'down' as const, components: { database: { status: 'down' as const, detail: 'connect ECONNREFUSED 10.0.0.5:5432' }, outbox: { status: 'up' as const, detail: '3 pending' } } };
    expect(publicHealth(report)).toEqual({ status: 'down', components: { database: { status: 'down' }, outbox: { status: 'up' } } });
  });
});

describe('CachedHealthCheck', () => {
  // A probe that counts its runs and answers once the gate opens.
  function counting() {
    const calls = { database: 0 };
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const probes = {
      database: async (): Promise<ComponentHealth> => {
        calls.database++;
        await gate;
        return { status: 'up' };
      },
    };
    return { calls, probes, release: () => open() };
  }

  it('runs the probes once for any number of callers asking while a check is running', async () => {
    const { calls, probes, release } = counting();
    const health = new CachedHealthCheck(probes, { maxAgeMs: 0 });
    const reports = Array.from({ length: 50 }, () => health.report());
    release();
    expect(new Set(await Promise.all(reports)).size).toBe(1);
    expect(calls.database).toBe(1);
  });

  it('answers from the last report while it is fresh, and checks again once it is not', async () => {
    let now = 1_000;
    const { calls, probes, release } = counting();
    const health = new CachedHealthCheck(probes, { maxAgeMs: 2_000, now: () => now });
    const first = health.report();
    release();
    await first;
    now += 1_999;
    await health.report();
    expect(calls.database).toBe(1);
    now += 1;
    const second = health.report();
    release();
    await second;
    expect(calls.database).toBe(2);
  });
});
