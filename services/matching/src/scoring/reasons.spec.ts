import { audienceReason, budgetReason, buildReasons, channelsReason, distanceReason, goalsReason, industryReason, joinList, lowerLabel, sizeReason } from './reasons';
import { scorePair, sideOf } from './score';
import { bareProfile, profile, request, scoreMatch } from './scoring.fixtures';
import { type MatchRequest, type ProfileFacts } from './scoring.types';

const gym = profile({ industry: 'fitness-wellness', postcode: 'M1 1AE', businessName: 'City Gym', preferredChannels: ['social-media', 'flyers'] });
const gymRequest = request({ campaignTypes: ['social-media', 'events'], goals: ['brand-awareness'], idealPartner: { industries: ['Food & Beverage'], size: 'any', location: 'same-city' } });
const forwardOf = (candidate: ProfileFacts, req: MatchRequest = gymRequest, requester: ProfileFacts = gym) => scorePair(sideOf(requester, req), candidate).components.forward;

describe('industry', () => {
  it('names complementary industries, the viewer first', () => {
    const cafe = profile({ industry: 'food-beverage' });
    const noPreference = request({ idealPartner: { industries: [] } });
    expect(industryReason(gym, cafe, noPreference, forwardOf(cafe, noPreference), 'requester')).toBe('Complementary industries: Fitness & Wellness and Food & Beverage');
    expect(industryReason(cafe, gym, gymRequest, forwardOf(cafe), 'partner')).toBe('Complementary industries: Food & Beverage and Fitness & Wellness');
  });

  it('tells the requester first that they asked for the industry, even when the pair is complementary too', () => {
    const cafe = profile({ industry: 'food-beverage' });
    expect(industryReason(gym, cafe, gymRequest, forwardOf(cafe), 'requester')).toBe('In an industry you asked for: Food & Beverage');
  });

  it('says the industry was asked for when it is not complementary', () => {
    const techRequest = request({ idealPartner: { industries: ['Technology'] } });
    const shop = profile({ industry: 'beauty-personal-care' });
    const tech = profile({ industry: 'technology' });
    expect(industryReason(shop, tech, techRequest, forwardOf(tech, techRequest, shop), 'requester')).toBe('In an industry you asked for: Technology');
    expect(industryReason(tech, shop, techRequest, forwardOf(tech, techRequest, shop), 'partner')).toBe('They asked for a Technology partner');
  });

  it('says nothing for rivals or unrelated industries', () => {
    const otherGym = profile({ industry: 'fitness-wellness' });
    const noPreference = request({ idealPartner: { industries: [] } });
    expect(industryReason(gym, otherGym, noPreference, forwardOf(otherGym, noPreference), 'requester')).toBeUndefined();
    const garage = profile({ industry: 'automotive' });
    expect(industryReason(gym, garage, noPreference, forwardOf(garage, noPreference), 'requester')).toBeUndefined();
  });

  it('names a shared industry when same-industry partners are preferred', () => {
    const a = profile({ industry: 'retail', collaborationPreference: 'same-industry' });
    const b = profile({ industry: 'retail' });
    const noPreference = request({ idealPartner: { industries: [] } });
    expect(industryReason(a, b, noPreference, forwardOf(b, noPreference, a), 'requester')).toBe('Same industry, as preferred: Retail');
  });
});

describe('distance', () => {
  it('rounds miles to one decimal and names the viewer radius', () => {
    expect(distanceReason(gym, profile({ postcode: 'M20 1AA', radius: 25 }), 2.44)).toBe('2.4 miles apart, both within your 10-mile radius');
    expect(distanceReason(gym, profile({ postcode: 'M20 1AA' }), 2.45)).toBe('2.5 miles apart, both within your 10-mile radius');
  });

  it("names the partner's radius when the viewer works nationwide", () => {
    expect(distanceReason({ ...gym, radius: 999 }, profile({ postcode: 'M20 1AA', radius: 25 }), 3)).toBe('3.0 miles apart, within their 25-mile radius');
  });

  it('says both work nationwide when they do', () => {
    expect(distanceReason({ ...gym, radius: 999 }, profile({ postcode: 'AB10 1AA', radius: 999 }), 252.8)).toBe('252.8 miles apart; you both work nationwide');
  });

  it('does not pretend to a distance inside one postcode district', () => {
    expect(distanceReason(gym, profile({ postcode: 'M1 2AB' }), 0)).toBe('In the same postcode district (M1), both within your 10-mile radius');
  });

  it('says nothing when the distance is unknown or beyond a radius', () => {
    expect(distanceReason(gym, profile(), undefined)).toBeUndefined();
    expect(distanceReason(gym, profile({ postcode: 'M20 1AA', radius: 5 }), 6)).toBeUndefined();
  });
});

describe('audience', () => {
  it('describes the shared age, place and customers', () => {
    expect(audienceReason(forwardOf(profile()))).toBe('Both reach 25-40 year-old local consumers');
  });

  it('states only the facts both profiles show', () => {
    expect(audienceReason(forwardOf(profile({ targetAgeRange: null })))).toBe('Both reach local consumers');
    expect(audienceReason(forwardOf(profile({ targetAgeRange: '40+' })))).toBe('Both reach local consumers');
    expect(audienceReason(forwardOf(profile({ customerType: null, targetLocation: null })))).toBe('Both reach 25-40 year-old customers');
    expect(audienceReason(forwardOf(bareProfile()))).toBeUndefined();
  });

  it('describes places, all ages and business audiences', () => {
    const requester = profile({ customerType: 'both', targetAgeRange: 'all-ages', targetLocation: 'Greater Manchester' });
    const partner = profile({ customerType: 'b2b', targetAgeRange: 'all-ages', targetLocation: 'Manchester' });
    expect(audienceReason(forwardOf(partner, gymRequest, requester))).toBe('Both reach businesses of all ages in Manchester');
    const uk = profile({ targetLocation: 'UK-wide', targetAgeRange: '40+' });
    expect(audienceReason(forwardOf({ ...uk }, gymRequest, uk))).toBe('Both reach over-40 consumers across the UK');
  });
});

describe('goals', () => {
  it('names one shared goal in the singular, several in a list', () => {
    expect(goalsReason(forwardOf(profile({ campaignGoals: ['brand-awareness', 'lead-generation'] })))).toBe('Shared goal: brand awareness');
    const salesRequest = request({ goals: ['sales-increase', 'brand-awareness'] });
    const shop = profile({ campaignGoals: ['online-sales', 'brand-awareness', 'seasonal-offers'] });
    expect(goalsReason(forwardOf(shop, salesRequest))).toBe('Shared goals: brand awareness, online sales growth and seasonal offers / discounts');
  });

  it('says nothing without a shared goal', () => {
    expect(goalsReason(forwardOf(profile({ campaignGoals: ['lead-generation'] })))).toBeUndefined();
    expect(goalsReason(forwardOf(bareProfile()))).toBeUndefined();
  });
});

describe('channels', () => {
  it('names the channels both already run', () => {
    const cafe = profile({ preferredChannels: ['social-media', 'events'] });
    expect(channelsReason(gym, cafe, forwardOf(cafe), 'requester')).toBe('Both already run social media ads');
    const shop = profile({ preferredChannels: ['email-sms', 'flyers', 'social-media'] });
    expect(channelsReason(gym, shop, forwardOf(shop), 'requester')).toBe('Both already run flyers / leaflet distribution and social media ads');
  });

  it('otherwise says which requested campaign the partner can run, keeping acronyms', () => {
    const emailRequest = request({ campaignTypes: ['email', 'promotions'] });
    const shop = profile({ preferredChannels: ['email-sms'] });
    expect(channelsReason(gym, shop, forwardOf(shop, emailRequest), 'requester')).toBe('Already runs email / SMS campaigns, which suits your joint email campaigns');
    expect(channelsReason(shop, gym, forwardOf(shop, emailRequest), 'partner')).toBe('Their joint email campaigns suit your email / SMS campaigns');
  });

  it('says nothing when no channel is shared or served', () => {
    const radio = profile({ preferredChannels: ['radio'] });
    expect(channelsReason(gym, radio, forwardOf(radio), 'requester')).toBeUndefined();
  });
});

describe('budget', () => {
  it('names the shared monthly band', () => {
    expect(budgetReason(forwardOf(profile({ monthlyBudget: '500-1000' })))).toBe('Similar monthly budgets (£500-1,000)');
    const small = request({ budget: { min: 100, max: 300 } });
    expect(budgetReason(forwardOf(profile({ monthlyBudget: 'under-500' }), small))).toBe('Similar monthly budgets (under £500)');
  });

  it('says nothing when the bands differ or a budget is unknown', () => {
    expect(budgetReason(forwardOf(profile({ monthlyBudget: '1000-2500' })))).toBeUndefined();
    expect(budgetReason(forwardOf(profile({ monthlyBudget: null, budgetRange: '1000+' }), request({ budget: { min: 1200, max: 1800 } })))).toBeUndefined();
    expect(budgetReason(forwardOf(bareProfile()))).toBeUndefined();
  });

  it('speaks of the split when it is not 50-50', () => {
    // £900 carrying 60% expects a partner spending £600; £500-1,000 (750) is close enough.
    const split = request({ budget: { min: 900, max: 900, requesterShare: 0.6 } });
    expect(budgetReason(forwardOf(profile({ monthlyBudget: '500-1000' }), split))).toBe('Monthly budgets suit a 60-40 split');
    expect(budgetReason(forwardOf(profile({ monthlyBudget: 'under-500' }), split))).toBeUndefined();
  });
});

describe('size', () => {
  it('says the size was asked for only when the band lies inside it', () => {
    const micro = request({ idealPartner: { size: 'micro' } });
    expect(sizeReason(forwardOf(profile({ companySize: '1-5' }), micro), 'requester')).toBe('The size you asked for: 1-5 employees');
    expect(sizeReason(forwardOf(profile({ companySize: '6-20' }), micro), 'requester')).toBeUndefined();
    expect(sizeReason(forwardOf(profile({ companySize: '1-5' })), 'requester')).toBeUndefined();
  });
});

describe('buildReasons', () => {
  it('gives the strongest three, best first', () => {
    const cafe = profile({ industry: 'food-beverage', postcode: 'M4 1AA', campaignGoals: ['brand-awareness'] });
    expect(scoreMatch(gym, gymRequest, cafe).reasons).toEqual([
      'In an industry you asked for: Food & Beverage',
      '0.6 miles apart, both within your 10-mile radius',
      'Both reach 25-40 year-old local consumers',
    ]);
  });

  it('ranks a shared goal above a weak distance', () => {
    const far = profile({ industry: 'food-beverage', postcode: 'M20 1AA', radius: 5, customerType: 'b2b', targetAgeRange: '40+', targetLocation: 'Leeds', campaignGoals: ['brand-awareness'] });
    const reasons = scoreMatch(gym, gymRequest, far).reasons;
    expect(reasons[0]).toBe('In an industry you asked for: Food & Beverage');
    expect(reasons[1]).toBe('Shared goal: brand awareness');
    expect(reasons).toContain('Both already run social media ads');
    expect(reasons).toHaveLength(3);
  });

  it('speaks to the partner with its own radius and industry first', () => {
    const cafe = profile({ industry: 'food-beverage', postcode: 'M4 1AA', radius: 25 });
    const match = scorePair(sideOf(gym, gymRequest), cafe);
    const reasons = buildReasons(gym, gymRequest, match, 'partner');
    expect(reasons[0]).toBe('Complementary industries: Food & Beverage and Fitness & Wellness');
    expect(reasons).toContain('0.6 miles apart, both within your 25-mile radius');
  });

  it('says a distance is unknown, with the postcode, only when there is room', () => {
    const hidden = bareProfile({ industry: 'food-beverage', postcode: 'ZZ99 9ZZ' });
    const reasons = scoreMatch(gym, gymRequest, hidden).reasons;
    expect(reasons).toEqual(['In an industry you asked for: Food & Beverage', 'Distance unknown: ZZ99 9ZZ is not in our postcode table']);
    expect(reasons.join(' ')).not.toMatch(/miles apart/);

    const full = profile({ industry: 'food-beverage', postcode: 'ZZ99 9ZZ', campaignGoals: ['brand-awareness'] });
    expect(scoreMatch(gym, gymRequest, full).reasons).toHaveLength(3);
    expect(scoreMatch(gym, gymRequest, full).reasons.join(' ')).not.toMatch(/Distance unknown/);
  });

  it("names the requester's own postcode when that is the unknown one", () => {
    const hiddenGym = bareProfile({ industry: 'fitness-wellness', postcode: 'ZZ1 1ZZ' });
    const cafe = bareProfile({ industry: 'food-beverage' });
    expect(scoreMatch(hiddenGym, gymRequest, cafe).reasons).toContain('Distance unknown: ZZ1 1ZZ is not in our postcode table');
  });

  it('puts what the requester asked for first, even where other components weigh more', () => {
    // The gym asked for a technology partner; a repair shop next door is one, though the table
    // sees nothing particular in a gym and a repair shop (its own wish for the gym is weak), and
    // being 0.6 miles apart weighs more. The industry is why it ranks first, so it is said first.
    const techRequest = request({ campaignTypes: ['social-media', 'events'], goals: ['brand-awareness'], idealPartner: { industries: ['Technology'], size: 'any', location: 'same-city' } });
    const repairs = profile({ industry: 'technology', postcode: 'M4 1AA' });
    const match = scoreMatch(gym, techRequest, repairs);
    expect(match.preferred).toBe(true);
    expect(match.reasons[0]).toBe('In an industry you asked for: Technology');
    expect(match.reasons[1]).toBe('0.6 miles apart, both within your 10-mile radius');
    expect(buildReasons(gym, techRequest, match, 'partner')[0]).toBe('0.6 miles apart, both within your 10-mile radius');
  });

  it('claims nothing for a partner that shows nothing in common', () => {
    const garage = bareProfile({ industry: 'automotive', postcode: 'ZZ99 9ZZ' });
    expect(scoreMatch(gym, request({ idealPartner: { industries: [] } }), garage).reasons).toEqual(['Distance unknown: ZZ99 9ZZ is not in our postcode table']);
  });
});

describe('text helpers', () => {
  it('lower-cases labels but keeps acronyms', () => {
    expect(lowerLabel('Email / SMS Campaigns')).toBe('email / SMS campaigns');
    expect(lowerLabel('Social Media Ads')).toBe('social media ads');
  });

  it('joins lists in plain English', () => {
    expect(joinList(['a'])).toBe('a');
    expect(joinList(['a', 'b'])).toBe('a and b');
    expect(joinList(['a', 'b', 'c'])).toBe('a, b and c');
  });
});
