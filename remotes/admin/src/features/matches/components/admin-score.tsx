/** The spec's admin score colours: 80 or above green, 60 or above blue, otherwise orange. */
export function adminScoreBand(score: number): 'high' | 'good' | 'low' {
  return score >= 80 ? 'high' : score >= 60 ? 'good' : 'low';
}

export function AdminScore({ score }: { score: number }) {
  return <span className={`admin-score admin-score--${adminScoreBand(score)}`}>{score}%</span>;
}
