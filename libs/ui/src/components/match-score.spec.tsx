import { render, screen } from '@testing-library/react';
import { MatchScore, scoreBand } from './match-score';

describe('MatchScore', () => {
  it('bands scores at 80, 60 and 40', () => {
    expect([100, 80, 79, 60, 59, 40, 39, 0].map(scoreBand)).toEqual(['excellent', 'excellent', 'good', 'good', 'fair', 'fair', 'low', 'low']);
  });

  it('shows the rounded percent and the band in words beside a named bar', () => {
    const { container } = render(<MatchScore percent={61.6} label="Match score with Deansgate Physio" />);
    expect(screen.getByText('62% match')).toBeTruthy();
    expect(screen.getByText('Good match')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Match score with Deansgate Physio' }).getAttribute('aria-valuenow')).toBe('62');
    expect(container.firstElementChild?.className).toContain('cm-match-score--good');
  });
});
