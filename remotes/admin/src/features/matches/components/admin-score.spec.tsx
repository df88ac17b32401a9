import { adminScoreBand } from './admin-score';

describe('admin score colours', () => {
  it('are green from 80, blue from 60, orange below', () => {
    expect([100, 80, 79, 60, 59, 0].map(adminScoreBand)).toEqual(['high', 'high', 'good', 'good', 'low', 'low']);
  });
});
