import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

interface CorrelationStore {
  correlationId: string;
}

const storage = new AsyncLocalStorage<CorrelationStore>();

// Accept only ids that are safe to log and to forward as a header.
const SAFE_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** The correlation id of the work in progress (an HTTP request or an event being handled). */
export function currentCorrelationId(): string | undefined {
  return storage.getStore()?.correlationId;
}

/** Runs `work` with `correlationId` as the current one, for everything it awaits. */
export function runWithCorrelationId<T>(correlationId: string, work: () => T): T {
  return storage.run({ correlationId }, work);
}

/** A caller's id if it is well formed, otherwise a new one. */
export function acceptCorrelationId(candidate: unknown): string {
  return typeof candidate === 'string' && SAFE_ID.test(candidate) ? candidate : randomUUID();
}
