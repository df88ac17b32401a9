import { CAMPAIGN_RESULT_LIMITS } from '@comarketing/contracts';
import { redemptionRefusal, resultsRefusal } from './campaign-results';

describe("a partner's results", () => {
  it('takes a spend up to the whole budget, and none above it', () => {
    expect(resultsRefusal({ spend: 800, reach: 10, engagements: 1 }, 800)).toBeNull();
    expect(resultsRefusal({ spend: 0, reach: 0, engagements: 0 }, 0)).toBeNull();
    expect(resultsRefusal({ spend: 800.01, reach: 10, engagements: 1 }, 800)).toBe('Your spend cannot be more than the campaign’s budget of £800');
  });
});

describe('a redemption', () => {
  const members = [
    { user_id: 'gym-owner', voucher_code: 'GYMCODE2', redemptions: 3 },
    { user_id: 'cafe-owner', voucher_code: 'CAFECODE', redemptions: CAMPAIGN_RESULT_LIMITS.redemptions },
  ];

  it("counts for the reader's own code only: a partner's code is theirs to record", () => {
    expect(redemptionRefusal(members, 'gym-owner', 'GYMCODE2')).toBeNull();
    expect(redemptionRefusal(members, 'gym-owner', 'CAFECODE')).toBe('not-yours');
    expect(redemptionRefusal(members, 'gym-owner', 'NOSUCHCD')).toBe('unknown-code');
  });

  it('stops at the ceiling of redemptions for one code in one campaign', () => {
    expect(redemptionRefusal(members, 'cafe-owner', 'CAFECODE')).toBe('full');
    expect(redemptionRefusal([{ ...members[1]!, redemptions: CAMPAIGN_RESULT_LIMITS.redemptions - 1 }], 'cafe-owner', 'CAFECODE')).toBeNull();
  });
});
