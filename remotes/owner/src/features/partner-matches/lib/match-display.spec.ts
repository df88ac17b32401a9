import { type PartnerMatch } from '@comarketing/contracts';
import { partnerMatch, uuid } from '../../../testing/fixtures';
import { daysRemaining, statusGroup } from './match-display';
import { filterMatches, tabCounts } from './match-filters';
import { matchStats } from './match-stats';

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-20T12:00:00.000Z');
const at = (days: number) => new Date(NOW + days * DAY).toISOString();
const withStatus = (...statuses: PartnerMatch['status'][]) => statuses.map((status, i) => partnerMatch({ id: uuid(i + 1), partnerBusinessName: `P${i}`, status }));

describe('daysRemaining', () => {
  it('rounds up to whole days and never goes below 0', () => {
    expect(daysRemaining(at(7), NOW)).toBe(7);
    expect(daysRemaining(at(6.01), NOW)).toBe(7);
    expect(daysRemaining(at(0.01), NOW)).toBe(1);
    expect(daysRemaining(at(-2), NOW)).toBe(0);
    expect(daysRemaining(null, NOW)).toBeNull();
  });
});

describe('matchStats', () => {
  it('is 0% without matches', () => {
    expect(matchStats([])).toEqual({ total: 0, pending: 0, accepted: 0, successRate: 0 });
  });

  it('counts approved and active partnerships as accepted and rounds the rate', () => {
    expect(matchStats(withStatus('accepted', 'approved', 'pending'))).toEqual({ total: 3, pending: 1, accepted: 2, successRate: 67 });
    expect(matchStats(withStatus('active', 'rejected', 'expired'))).toMatchObject({ accepted: 1, successRate: 33 });
  });
});

describe('filters and tabs', () => {
  it('groups rejected as declined and counts each tab', () => {
    expect(statusGroup('rejected')).toBe('declined');
    expect(tabCounts(withStatus('pending', 'accepted', 'rejected', 'rejected', 'expired'))).toEqual({ all: 5, pending: 1, accepted: 1, declined: 2 });
  });

  it('applies the search and the status filter together', () => {
    const matches = [
      partnerMatch({ id: uuid(1), partnerBusinessName: 'Deansgate Physio', partnerIndustry: 'healthcare', status: 'pending' }),
      partnerMatch({ id: uuid(2), partnerBusinessName: 'Ancoats Smoothie Bar', status: 'expired' }),
    ];
    expect(filterMatches(matches, { search: '  MANCHESTER ', status: 'expired' }).map((m) => m.id)).toEqual([uuid(2)]);
    expect(filterMatches(matches, { search: 'food & bev', status: 'all' }).map((m) => m.id)).toEqual([uuid(2)]);
  });
});
