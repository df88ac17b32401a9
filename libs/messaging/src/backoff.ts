/**
 * Exponential backoff, capped: `base * 2^(failures-1)`, at most `cap`. A little jitter (up to
 * +-20%) keeps the instances of a service from reconnecting in lockstep after an outage.
 */
export function cappedBackoff(baseMs: number, failures: number, capMs: number, jitter = 0.2): number {
  const exponent = Math.min(Math.max(failures - 1, 0), 30);
  const delay = Math.min(baseMs * 2 ** exponent, Math.max(capMs, baseMs));
  const spread = delay * jitter * (Math.random() * 2 - 1);
  return Math.max(0, Math.round(Math.min(delay + spread, Math.max(capMs, baseMs))));
}
