import { type CreateRequest } from '@comarketing/contracts';

/** Remote outward codes: a pair placed in one is each other's only neighbours within 5 miles. */
const REMOTE_OUTCODES = ['KW1', 'KW14', 'KW15', 'KW17', 'IV27', 'HS1', 'HS2', 'ZE1', 'ZE2', 'PA20', 'PA41', 'PH41', 'TR18', 'TR19', 'TR20'];

/**
 * A fitness studio and a bakery side by side in a remote outward code picked at random per run,
 * named `<prefix> Fitness Studio` and `<prefix> Loaf Bakery`, and the studio's request, whose
 * matches find the bakery: for tests of what follows a match (its mail, its notifications).
 */
export function studioAndBakery(prefix: string) {
  const outcode = REMOTE_OUTCODES[Math.floor(Math.random() * REMOTE_OUTCODES.length)];
  const common = { location: 'Thurso', radius: 5, customerType: 'b2c', targetAgeRange: '25-40', campaignGoals: ['brand-awareness'], preferredChannels: ['social-media'], monthlyBudget: '500-1000' };
  const profiles = {
    studio: { ...common, businessName: `${prefix} Fitness Studio`, industry: 'fitness-wellness', postcode: `${outcode} 1AA`, companySize: '6-20', collaborationPreference: 'complementary' },
    bakery: { ...common, businessName: `${prefix} Loaf Bakery`, industry: 'food-beverage', postcode: `${outcode} 2BB`, companySize: '1-5', collaborationPreference: 'any' },
  };
  const studioRequest: CreateRequest = {
    title: 'Bread and burpees weekend',
    campaignTypes: ['promotions'],
    goals: ['brand-awareness'],
    description: 'A free class with every loaf on Saturday.',
    budgetRange: { min: 300, max: 300, period: 'monthly' },
    startDate: '2027-04-01',
    endDate: '2027-04-30',
    idealPartner: { industry: ['Food & Beverage'], size: 'any', location: 'same-city' },
  };
  return { profiles, studioRequest };
}
