import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

interface RequestContext {
  correlationId: string;
  /** Aborted when the caller of the HTTP request being handled goes away before our answer. */
  signal?: AbortSignal;
}

const storage = new AsyncLocalStorage<RequestContext>();

// Accept only ids that are safe to log and to forward as a header.
const SAFE_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** The correlation id of the work in progress (an HTTP request or an event being handled). */
export function currentCorrelationId(): string | undefined {
  return storage.getStore()?.correlationId;
}

/**
 * The signal of the HTTP request being handled: aborted once its caller has gone (the browser
 * gave up, the BFF's deadline passed), so expensive work and calls on its behalf can stop.
 * Undefined outside a request (event handlers, start-up).
 */
export function currentRequestSignal(): AbortSignal | undefined {
  return storage.getStore()?.signal;
}

/** Runs `work` with `correlationId` as the current one, for everything it awaits. */
export function runWithCorrelationId<T>(correlationId: string, work: () => T): T {
  return storage.run({ correlationId }, work);
}

/** Runs the handling of one HTTP request: its correlation id and the signal of its caller. */
export function runWithRequestContext<T>(context: { correlationId: string; signal: AbortSignal }, work: () => T): T {
  return storage.run({ ...context }, work);
}

/** A caller's id if it is well formed, otherwise a new one. */
export function acceptCorrelationId(candidate: unknown): string {
  return typeof candidate === 'string' && SAFE_ID.test(candidate) ? candidate : randomUUID();
}
