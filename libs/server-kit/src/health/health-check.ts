import { type ComponentHealth, type HealthReport } from '@comarketing/contracts';

export type HealthProbe = () => Promise<ComponentHealth> | ComponentHealth;

/** Runs every probe with a deadline; one slow or failing part shows as down, not as a hang. */
export async function checkHealth(probes: Record<string, HealthProbe>, timeoutMs = 2000): Promise<HealthReport> {
  const entries = await Promise.all(
    Object.entries(probes).map(async ([name, probe]): Promise<[string, ComponentHealth]> => {
      let timer: NodeJS.Timeout | undefined;
      try {
        const timeout = new Promise<ComponentHealth>((resolve) => {
          timer = setTimeout(() => resolve({ status: 'down', detail: `no answer within ${timeoutMs} ms` }), timeoutMs);
        });
        return [name, await Promise.race([Promise.resolve().then(probe), timeout])];
      } catch (error) {
        return [name, { status: 'down', detail: error instanceof Error ? error.message : String(error) }];
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  const components = Object.fromEntries(entries);
  return { status: entries.every(([, c]) => c.status === 'up') ? 'up' : 'down', components };
}
