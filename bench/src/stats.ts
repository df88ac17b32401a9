/** Nearest-rank percentile (p in 0..100) of unsorted samples; NaN when there are none. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1];
}

export interface Summary {
  n: number;
  p50: number;
  p95: number;
  max: number;
}

export function summarise(samples: readonly number[]): Summary {
  return { n: samples.length, p50: percentile(samples, 50), p95: percentile(samples, 95), max: samples.length ? Math.max(...samples) : Number.NaN };
}

export const ms = (value: number): string => (Number.isFinite(value) ? (value >= 100 ? value.toFixed(0) : value.toFixed(1)) : '-');

/** A plain-text table with right-aligned columns after the first. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
