import { cx } from '../lib/class-names';

export interface ProgressProps {
  /** 0 to 100. */
  value: number;
  /** What is progressing, for assistive tech ('Upload progress'). */
  label: string;
  className?: string;
}

/** A determinate progress bar (role="progressbar" with its value). */
export function Progress({ value, label, className }: ProgressProps) {
  const clamped = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={`${clamped}%`}
      className={cx('cm-progress', className)}
    >
      <div className="cm-progress__bar" style={{ width: `${clamped}%` }} />
    </div>
  );
}
