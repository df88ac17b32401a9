import { type PartnerMatch } from '@comarketing/contracts';
import { partnerMatch, uuid } from '../../../testing/fixtures';
import { daysRemaining, declineConsequence, declinedByPartner, statusGroup } from './match-display';

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

describe('declineConsequence', () => {
  it('names the partner, the pair closed for both, and the 90 days in which they are not matched again', () => {
    expect(declineConsequence({ partnerBusinessName: 'Spa Town Bakery', partnerResponse: null })).toBe(
      'Declining closes this match for you and Spa Town Bakery: neither of you can accept it afterwards, and your answer cannot be changed. ' +
        'For 90 days we will not match your two businesses again, automatically or through our team.',
    );
  });

  it("says that a partner's acceptance is closed too", () => {
    expect(declineConsequence({ partnerBusinessName: 'Spa Town Bakery', partnerResponse: { status: 'accepted', message: null, date: '2026-11-20T10:00:00.000Z' } })).toContain(
      'Spa Town Bakery has already accepted; that acceptance is closed too.',
    );
  });
});
