import { type PartnerMatch } from '@comarketing/contracts';
import { partnerMatch, uuid } from '../../../testing/fixtures';
import { daysRemaining, declinedByPartner, statusGroup } from './match-display';

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

describe('status groups', () => {
  it('reads rejected as declined and approved or active partnerships as accepted', () => {
    expect(withStatus('rejected', 'approved', 'active', 'pending', 'expired').map((m) => statusGroup(m.status))).toEqual(['declined', 'accepted', 'accepted', 'pending', 'expired']);
  });

  it("tells a pair the partner's decline closed from one this side declined", () => {
    const date = at(-1);
    expect(declinedByPartner({ status: 'rejected', partnerResponse: { status: 'rejected', message: null, date } })).toBe(true);
    expect(declinedByPartner({ status: 'rejected', partnerResponse: null })).toBe(false);
    expect(declinedByPartner({ status: 'pending', partnerResponse: { status: 'accepted', message: null, date } })).toBe(false);
  });
});

