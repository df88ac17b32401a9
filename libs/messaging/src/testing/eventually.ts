/**
 * Polls `probe` until it answers something other than undefined, or `timeoutMs` passes. The probe
 * may also throw (an `expect` that does not hold yet): that counts as not yet. On time-out the wait
 * fails the test with what it last saw: the probe's last error, or a message that it still
 * answered undefined. For effects that arrive later: a delivery, a notification, a read-model row,
 * an expired match. Never use it to show that something did not happen: drain the bus and then
 * assert the absence.
 *
 * A probe that only asserts answers something once it passes (`() => { expect(x).toBe(1); return
 * true; }`): a probe answering `void` would always look not yet, so it does not compile.
 */
export async function eventually<R>(probe: () => Answer<R>, timeoutMs = 5000, intervalMs = 20): Promise<Exclude<Awaited<R>, undefined>> {
  const started = Date.now();
  for (;;) {
    let failure: unknown;
    try {
      const value = await probe();
      if (value !== undefined) return value as Exclude<Awaited<R>, undefined>;
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

/** What a probe may answer: anything but (a promise of) nothing. */
type Answer<R> = [Awaited<R>] extends [void] ? never : R;
