import { declineConsequence } from './decline-consequence';

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
