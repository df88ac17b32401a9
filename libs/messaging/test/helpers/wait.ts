// Polling lives in ../../src/testing (`eventually`), shared with the services' and platform's tests.

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A promise with its resolve/reject exposed, for handlers and buses the test controls. */
export function deferred<T = void>(): { promise: Promise<T>; resolve(value: T): void; reject(error: unknown): void } {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * Resolves once every promise continuation already runnable has run. With in-memory fakes that is
 * all the work the code can do until the test resolves something it holds (a `deferred`): so an
 * assertion afterwards that something did not happen is proof, not a bet on timing.
 */
export function settled(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * How `promise` stands once every continuation already runnable has run, without the event loop
 * turning: no timer fires and no socket is read meanwhile. So "rejected" proves it waited for
 * neither (a publish that fails fast while the broker is away), where a stopwatch would only bet.
 */
export async function outcomeWithoutWaiting(promise: Promise<unknown>): Promise<string> {
  let outcome = 'still pending: it waits for a timer or I/O';
  promise.then(
    () => (outcome = 'resolved'),
    (error: unknown) => (outcome = `rejected: ${error instanceof Error ? error.message : String(error)}`),
  );
  // A tick queued now runs once the promise jobs queued before it (and theirs) have run.
  for (let round = 0; round < 3; round++) await new Promise<void>((resolve) => process.nextTick(resolve));
  return outcome;
}
