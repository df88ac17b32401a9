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
