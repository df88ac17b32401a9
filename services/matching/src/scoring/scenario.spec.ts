// A gym in central Manchester asks for a same-city food or health partner. Around it: good and
// poor partners, a business of its own owner, a rival, places the filters must drop, and a
// restaurant in Aberdeen that only serves 5 miles around itself.
import { rankCandidatesDetailed } from './score';
import { bareProfile, profile, request } from './scoring.fixtures';
import { type ProfileFacts } from './scoring.types';
import { MATCH_THRESHOLD } from './weights';

const gym = profile({
  businessName: 'Northern Quarter Gym',
  industry: 'fitness-wellness',
  postcode: 'M1 1AE',
  radius: 10,
  companySize: '6-20',
  monthlyBudget: '500-1000',
  preferredChannels: ['social-media', 'events', 'flyers'],
  campaignGoals: ['brand-awareness', 'customer-footfall'],
  customerType: 'b2c',
  targetAgeRange: '25-40',
  targetLocation: 'Local',
});

const gymRequest = request({
  campaignTypes: ['social-media', 'events', 'promotions'],
  goals: ['brand-awareness', 'customer-acquisition'],
  budget: { min: 500, max: 1000, period: 'monthly' },
  idealPartner: { industries: ['Food & Beverage', 'Health & Wellness'], size: 'any', location: 'same-city' },
});

const named = (businessName: string, facts: Partial<ProfileFacts>) => profile({ businessName, ...facts });

const cafe = named('Ancoats Cafe', { industry: 'food-beverage', postcode: 'M4 6BF', preferredChannels: ['social-media', 'events'] });
const physio = named('Didsbury Physio', { industry: 'healthcare', postcode: 'M20 2RN', targetLocation: 'Manchester', campaignGoals: ['lead-generation', 'customer-footfall'] });
const smoothies = named('Salford Smoothies', { industry: 'food-beverage', postcode: 'M3 5FS', targetAgeRange: '18-24' });
const bakery = named('Stockport Bakery', { industry: 'food-beverage', postcode: 'SK1 1AA', monthlyBudget: 'under-500', campaignGoals: ['seasonal-offers'] });
const rival = named('Rival Gym', { industry: 'fitness-wellness', postcode: 'M2 3AW' });
const accountants = named('Spinningfields Accountants', {
  industry: 'finance',
  postcode: 'M2 4WU',
  customerType: 'b2b',
  targetAgeRange: '40+',
  targetLocation: 'Greater Manchester',
  preferredChannels: ['email-sms'],
  campaignGoals: ['lead-generation'],
  monthlyBudget: '2500-5000',
  companySize: '21-50',
});
const sibling = named('Gym Owner Juice Bar', { industry: 'food-beverage', postcode: 'M4 1HQ', userId: gym.userId });
const urmstonSalon = named('Urmston Salon', { industry: 'beauty-personal-care', postcode: 'M41 0AA' });
const aberdeen = named('Aberdeen Kitchen', { industry: 'food-beverage', postcode: 'AB10 1XG', radius: 5, town: 'Aberdeen' });
const unknownDeli = bareProfile({ businessName: 'Mystery Deli', industry: 'food-beverage', postcode: 'ZZ99 9ZZ' });
const leeds = named('Leeds Cafe', { industry: 'food-beverage', postcode: 'LS1 4AP', radius: 50 });

const everyone = [gym, cafe, physio, smoothies, bakery, rival, accountants, sibling, urmstonSalon, aberdeen, unknownDeli, leeds];
const ids = (list: readonly { candidate: ProfileFacts }[]) => list.map((m) => m.candidate.businessName);

describe('a Manchester gym looking for a same-city food or health partner', () => {
  const result = rankCandidatesDetailed(gym, gymRequest, everyone);

  it('never matches the gym with itself or with its owner’s other business', () => {
    expect(ids(result.matches)).not.toContain(gym.businessName);
    expect(ids(result.matches)).not.toContain(sibling.businessName);
  });

  it('never matches the Aberdeen restaurant', () => {
    expect(ids(result.matches)).not.toContain(aberdeen.businessName);
  });

  it('drops the businesses outside the town or county area, and the one it cannot place', () => {
    expect(ids(result.matches)).not.toEqual(expect.arrayContaining([urmstonSalon.businessName]));
    expect(ids(result.matches)).not.toContain(leeds.businessName);
    expect(ids(result.matches)).not.toContain(unknownDeli.businessName);
    expect(result.excluded).toEqual({ self: 1, 'same-owner': 1, 'location-preference': 4 });
  });

  it('puts a complementary food or health partner first, and in the top 3 with reasons', () => {
    const top3 = result.matches.slice(0, 3);
    expect(['food-beverage', 'healthcare']).toContain(top3[0].candidate.industry);
    expect(top3[0].candidate.businessName).toBe('Ancoats Cafe');
    for (const match of top3) {
      expect(match.score).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
      expect(match.reasons.length).toBeGreaterThanOrEqual(1);
      expect(match.reasons.length).toBeLessThanOrEqual(3);
    }
    expect(top3[0].reasons).toEqual([
      'In an industry you asked for: Food & Beverage',
      '0.6 miles apart, both within your 10-mile radius',
      'Both reach 25-40 year-old local consumers',
    ]);
  });

  it('ranks complementary partners above the rival gym and the B2B accountants', () => {
    const order = ids(result.matches);
    const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : Infinity);
    expect(rank('Ancoats Cafe')).toBeLessThan(rank('Rival Gym'));
    expect(rank('Didsbury Physio')).toBeLessThan(rank('Rival Gym'));
    expect(rank('Didsbury Physio')).toBeLessThan(rank('Spinningfields Accountants'));
  });

  it('does not take a rival gym for what the gym asked for with "Health & Wellness"', () => {
    const rivalMatch = result.matches.find((m) => m.candidate.businessName === 'Rival Gym');
    expect(rivalMatch?.components.forward.industry).toMatchObject({ value: 0.1, facts: { kind: 'not-requested' } });
    expect(rivalMatch?.reasons.join(' ')).not.toMatch(/asked for/);
  });

  it('accepts Salford and Stockport districts, whose town is blank, as the same city within 15 miles', () => {
    expect(ids(result.matches)).toEqual(expect.arrayContaining(['Salford Smoothies', 'Stockport Bakery']));
  });

  it('still leaves out Aberdeen when the gym would look UK-wide and nationwide, because Aberdeen only serves 5 miles', () => {
    const anywhere = request({ ...gymRequest, idealPartner: { ...gymRequest.idealPartner, location: 'uk' } });
    const ranked = rankCandidatesDetailed({ ...gym, radius: 999 }, anywhere, everyone, { topK: 100, threshold: 0 }).matches;
    expect(ids(ranked)).not.toContain(aberdeen.businessName);
    expect(ids(ranked)).not.toContain(gym.businessName);
  });

  it('answers the same ranking for the same inputs in any order', () => {
    const again = rankCandidatesDetailed(gym, gymRequest, [...everyone].reverse()).matches;
    expect(ids(again)).toEqual(ids(result.matches));
  });
});
