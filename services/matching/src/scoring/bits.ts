// Small sets of option values as bit masks: overlap and Jaccard without allocating per candidate.

/** value -> bit, for an option list (at most 31 values). */
export function bitsOf(values: readonly string[]): ReadonlyMap<string, number> {
  return new Map(values.map((v, i) => [v, 1 << i]));
}

/** The mask of the known values in a list; unknown values are ignored (missing data). */
export function maskOf(values: readonly string[] | null | undefined, bits: ReadonlyMap<string, number>): number {
  let mask = 0;
  if (values) for (const v of values) mask |= bits.get(v) ?? 0;
  return mask;
}

/** How many bits are set. */
export function popcount(mask: number): number {
  let m = mask - ((mask >>> 1) & 0x55555555);
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return (((m + (m >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The values whose bits are set, in option-list order. */
export function valuesIn(mask: number, values: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < values.length; i++) if (mask & (1 << i)) out.push(values[i]);
  return out;
}
