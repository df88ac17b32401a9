/**
 * Polls `probe` until it answers something other than undefined, or `timeoutMs` passes. The probe
 * may also throw (an `expect` that does not hold yet): that counts as not yet. On time-out the wait
 * fails the test with what it last saw: the probe's last error, or a message that it still
 * answered undefined. For effects that arrive through events: a notification, a read-model row, an
 * expired match. Never use it to show that something did not happen.
 */
export async function eventually<T>(probe: () => T | undefined | Promise<T | undefined>, timeoutMs = 5000, intervalMs = 20): Promise<T> {
  const started = Date.now();
  for (;;) {
    let failure: unknown;
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      failure = error;
    }
    if (Date.now() - started > timeoutMs) {
      if (failure !== undefined) throw failure;
      throw new Error(`Gave up waiting after ${timeoutMs} ms: the condition still did not hold (the probe answered undefined)`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
