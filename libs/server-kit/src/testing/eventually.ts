/**
 * Polls `probe` until it answers something other than undefined, or `timeoutMs` passes; answers
 * the last value (undefined on time-out, for the test's own expectation to report). For effects
 * that arrive through events: a notification, a read-model row, an expired match.
 */
export async function eventually<T>(probe: () => T | undefined | Promise<T | undefined>, timeoutMs = 5000, intervalMs = 20): Promise<T | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
