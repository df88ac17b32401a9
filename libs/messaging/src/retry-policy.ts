import { cappedBackoff } from './backoff';
import { classifyFailure, type FailureKind } from './failure-kind';

export const DEFAULT_MAX_RETRIES = 5;
export const DEFAULT_RETRY_DELAY_MS = 1000;
/** How long an event failing for an outage keeps being retried before it is dead-lettered. */
export const DEFAULT_OUTAGE_RETRY_MS = 24 * 60 * 60_000;
/** The longest wait between two retries during an outage: recovery is noticed within a minute. */
export const DEFAULT_OUTAGE_MAX_DELAY_MS = 60_000;

export interface RetryPolicy {
  /** Retries of a poison failure after the first attempt; then the dead-letter queue. */
  maxRetries: number;
  /** Delay before each poison retry, and the first delay of an outage's growing back-off. */
  retryDelayMs: number;
  /** For how long outage failures are retried, counted from the first one in a row. */
  outageRetryMs: number;
  /** Cap of the outage back-off. */
  outageMaxDelayMs: number;
}

export type RetryPolicyOptions = Partial<RetryPolicy>;

/** What happened to one message so far; carried in headers (RabbitMQ) or columns (PostgreSQL). */
export interface DeliveryHistory {
  /** Poison failures so far. */
  failures: number;
  /** Outage failures in the current run of them. */
  outageFailures: number;
  /** When the current run of outage failures began (epoch ms). */
  outageSince?: number;
}

export const FIRST_DELIVERY: DeliveryHistory = { failures: 0, outageFailures: 0 };

export type RetryDecision =
  | { action: 'retry'; kind: FailureKind; delayMs: number; history: DeliveryHistory }
  | { action: 'dead-letter'; kind: FailureKind; reason: string; history: DeliveryHistory };

/** The subscription's own values win over the bus defaults, which win over the library defaults. */
export function resolveRetryPolicy(...layers: RetryPolicyOptions[]): RetryPolicy {
  const pick = <K extends keyof RetryPolicy>(key: K, fallback: number) => layers.map((layer) => layer[key]).find((value) => value !== undefined) ?? fallback;
  const policy: RetryPolicy = {
    maxRetries: pick('maxRetries', DEFAULT_MAX_RETRIES),
    retryDelayMs: pick('retryDelayMs', DEFAULT_RETRY_DELAY_MS),
    outageRetryMs: pick('outageRetryMs', DEFAULT_OUTAGE_RETRY_MS),
    outageMaxDelayMs: pick('outageMaxDelayMs', DEFAULT_OUTAGE_MAX_DELAY_MS),
  };
  for (const [name, value] of Object.entries(policy)) {
    if (!Number.isInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
  }
  return policy;
}

/**
 * After a failed attempt: retry (and when), or dead-letter. Outages are retried with a growing
 * back-off for `outageRetryMs` without touching the poison budget; a poison failure ends a run of
 * outages (the infrastructure answered) and is retried `maxRetries` times, `retryDelayMs` apart.
 */
export function decideAfterFailure(error: unknown, history: DeliveryHistory, policy: RetryPolicy, now = Date.now()): RetryDecision {
  const kind = classifyFailure(error);
  if (kind === 'outage') {
    const since = history.outageSince ?? now;
    const next: DeliveryHistory = { failures: history.failures, outageFailures: history.outageFailures + 1, outageSince: since };
    if (now - since >= policy.outageRetryMs) {
      return { action: 'dead-letter', kind, history: next, reason: `still failing after retrying an outage for ${Math.round((now - since) / 1000)} s` };
    }
    const delayMs = cappedBackoff(Math.max(policy.retryDelayMs, 1), next.outageFailures, Math.max(policy.outageMaxDelayMs, policy.retryDelayMs));
    return { action: 'retry', kind, delayMs, history: next };
  }
  const next: DeliveryHistory = { failures: history.failures + 1, outageFailures: 0 };
  if (next.failures > policy.maxRetries) {
    return { action: 'dead-letter', kind, history: next, reason: `failed ${next.failures} time${next.failures === 1 ? '' : 's'}` };
  }
  return { action: 'retry', kind, delayMs: policy.retryDelayMs, history: next };
}
