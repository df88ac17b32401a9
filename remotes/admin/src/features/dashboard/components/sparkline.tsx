import { sparklinePoints } from '../utils/sparkline-points';

const BOX = { width: 120, height: 32, inset: 2 };

/**
 * A day-by-day line, drawn, not told: hidden from screen readers, for whom the trend panel's
 * table gives the same days in figures. It stretches to its box's width (the stroke keeps its
 * thickness), so it never widens a phone's screen.
 */
export function Sparkline({ counts }: { counts: readonly number[] }) {
  const bottom = BOX.height - BOX.inset;
  return (
    <svg className="admin-sparkline" viewBox={`0 0 ${BOX.width} ${BOX.height}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <line className="admin-sparkline__base" x1={0} y1={bottom} x2={BOX.width} y2={bottom} vectorEffect="non-scaling-stroke" />
      <polyline points={sparklinePoints(counts, BOX)} fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" strokeLinecap="round" vectorEffect="non-scaling-stroke" />
    </svg>
  );
}
