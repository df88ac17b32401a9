import { UnauthorizedException, ForbiddenException } from '@nestjs/common';
import { type ComponentHealth, type HealthReport, INTERNAL_TOKEN_HEADER } from '@comarketing/contracts';
import { type Request } from 'express';
import { tokensMatch } from '../http/internal-token.guard';

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

/**
 * What anyone may know: up or down per part. Details (error texts, which name hosts and ports, and
 * backlog counts) are for operators, who ask the details route with the internal token.
 */
export function publicHealth(report: HealthReport): HealthReport {
  return { status: report.status, components: Object.fromEntries(Object.entries(report.components).map(([name, c]) => [name, { status: c.status }])) };
}

/** Refuses a request for health details that does not carry the internal token (401 without, 403 wrong). */
export function assertOperator(internalToken: string, req: Request): void {
  const given = req.headers[INTERNAL_TOKEN_HEADER];
  if (given === undefined) throw new UnauthorizedException('Health details need the internal token');
  if (!tokensMatch(internalToken, given)) throw new ForbiddenException('Invalid internal token');
}

export interface CachedHealthCheckOptions {
  /** How long a report is answered again without checking (2 s by default). */
  maxAgeMs?: number;
  /** Deadline of each probe. */
  timeoutMs?: number;
  now?: () => number;
}

/**
 * Runs the probes at most once per `maxAgeMs` however many ask: callers within that time get the
 * last report, and callers while a check is running wait for that check. A flood of health
 * requests (a public route, and the costliest: it calls every service) then costs one round of
 * probes per interval, not one per request.
 */
export class CachedHealthCheck {
  private last: { report: HealthReport; at: number } | undefined;
  private running: Promise<HealthReport> | undefined;
  private readonly maxAgeMs: number;
  private readonly now: () => number;

  constructor(
    private readonly probes: Record<string, HealthProbe>,
    private readonly options: CachedHealthCheckOptions = {},
  ) {
    this.maxAgeMs = options.maxAgeMs ?? 2000;
    this.now = options.now ?? Date.now;
  }

  report(): Promise<HealthReport> {
    if (this.last && this.now() - this.last.at < this.maxAgeMs) return Promise.resolve(this.last.report);
    this.running ??= checkHealth(this.probes, this.options.timeoutMs)
      .then((report) => {
        this.last = { report, at: this.now() };
        return report;
      })
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }
}
