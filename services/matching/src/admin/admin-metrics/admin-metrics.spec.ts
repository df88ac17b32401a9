import { acceptanceRate } from './admin-metrics.handler';

describe('acceptance rate', () => {
  it('counts accepted pairs as successes over every pair decided (accepted, declined or expired), pending left out', () => {
    expect(acceptanceRate({ accepted: 4, rejected: 3, expired: 1, pending: 40 })).toBe(0.5);
  });

  it('is unknown (null), not 0%, before any match was decided', () => {
    expect(acceptanceRate({ pending: 5 })).toBeNull();
    expect(acceptanceRate({})).toBeNull();
  });
});
