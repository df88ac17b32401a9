import { cx } from '../lib/class-names';
import { Progress } from './progress';

export type ScoreBand = 'excellent' | 'good' | 'fair' | 'low';

/** The user view's colour bands of a match score: 80+ green, 60+ blue, 40+ yellow, else red. */
export function scoreBand(percent: number): ScoreBand {
  if (percent >= 80) return 'excellent';
  if (percent >= 60) return 'good';
  if (percent >= 40) return 'fair';
  return 'low';
}

/** Each band in words, so the colour is never the only signal. */
export const SCORE_BAND_LABELS: Record<ScoreBand, string> = {
  excellent: 'Excellent match',
  good: 'Good match',
  fair: 'Fair match',
  low: 'Weak match',
};

export interface MatchScoreProps {
  /** 0 to 100; rounded for display. */
  percent: number;
  /** Names the bar for assistive tech ('Match score with Deansgate Physio'). */
  label: string;
  className?: string;
}

/** A match score: the percent and its band in words, over a bar coloured by band. */
export function MatchScore({ percent, label, className }: MatchScoreProps) {
  const value = Math.min(100, Math.max(0, Math.round(percent)));
  const band = scoreBand(value);
  return (
    <div className={cx('cm-match-score', `cm-match-score--${band}`, className)}>
      <p className="cm-match-score__text">
        <span className="cm-match-score__value">{value}% match</span>
        <span className="cm-match-score__band">{SCORE_BAND_LABELS[band]}</span>
      </p>
      <Progress value={value} label={label} className="cm-match-score__bar" />
    </div>
  );
}
