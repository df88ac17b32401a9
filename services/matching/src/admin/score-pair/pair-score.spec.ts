import { ADMIN_TEXT } from '@comarketing/contracts';
import { pairKey, type ProfileFacts } from '../../scoring';
import { pairScore } from './pair-score';

const base = { radius: 10, verified: false, customerType: 'b2c', targetAgeRange: '25-40', monthlyBudget: '500-1000', collaborationPreference: 'any', location: 'Leeds', latitude: 53.8, longitude: -1.55 } as const;
const gym: ProfileFacts = { ...base, businessId: 'b-gym', userId: 'u-gym', businessName: 'Dock Fitness', industry: 'fitness-wellness', postcode: 'LS10 1AB', campaignGoals: ['brand-awareness'], preferredChannels: ['social-media'] };
const cafe: ProfileFacts = { ...base, businessId: 'b-cafe', userId: 'u-cafe', businessName: 'Corn Exchange Coffee', industry: 'food-beverage', postcode: 'LS1 7BR', campaignGoals: ['brand-awareness'], preferredChannels: ['social-media'] };
const none = { declinedPairs: new Set<string>(), openPairs: new Set<string>() };

describe('pairScore', () => {
  it("scores a complementary pair with the engine's reasons and no block", () => {
    const result = pairScore(gym, cafe, none);
    expect(result.matchScore).toBeGreaterThan(40);
    expect(result.reasons.length).toBeGreaterThan(0);
    expect(result.blocked).toBeNull();
  });

  it('blocks one owner on both sides, and a pair matched or declined before', () => {
    expect(pairScore(gym, { ...cafe, userId: gym.userId }, none).blocked).toBe(ADMIN_TEXT.sameOwner);
    expect(pairScore(gym, cafe, { declinedPairs: new Set([pairKey(gym.businessId, cafe.businessId)]), openPairs: new Set() }).blocked).toBe(ADMIN_TEXT.pairExists);
    expect(pairScore(gym, cafe, { declinedPairs: new Set(), openPairs: new Set([pairKey(gym.businessId, cafe.businessId)]) }).blocked).toBe(ADMIN_TEXT.pairExists);
  });
});
