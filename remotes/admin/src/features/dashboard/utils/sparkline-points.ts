/** The drawing box of a sparkline, in SVG user units; `inset` keeps the line's ends and peaks off the edges. */
export interface SparklineBox {
  width: number;
  height: number;
  inset: number;
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * An SVG polyline's `points` for daily counts, oldest first, spread evenly from left to right.
 * The bottom is always zero (never the smallest count), so a quiet day reads as nothing happened
 * and one busy day does not look like a surge from a low base; the top is the period's highest
 * count. All zeros lie flat on the bottom; one count sits in the middle; none draw nothing.
 */
export function sparklinePoints(counts: readonly number[], { width, height, inset }: SparklineBox): string {
  if (counts.length === 0) return '';
  const highest = Math.max(0, ...counts);
  const bottom = height - inset;
  const rise = height - 2 * inset;
  const step = counts.length > 1 ? (width - 2 * inset) / (counts.length - 1) : 0;
  return counts
    .map((count, index) => {
      const x = counts.length > 1 ? inset + index * step : width / 2;
      const y = highest > 0 ? bottom - (Math.max(0, count) / highest) * rise : bottom;
      return `${round(x)},${round(y)}`;
    })
    .join(' ');
}
