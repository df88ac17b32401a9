import { randomUUID } from 'node:crypto';

/** A town far from every other journey's businesses, and its outward code. */
export interface RemotePlace {
  town: string;
  outcode: string;
}

/**
 * A gym and a juice bar (or whatever `names` say) side by side in one of `places`, picked at random
 * per run, their names tagged per run: each other's only neighbours within their 5-mile radius (or,
 * on a retry, next to a first attempt's, told apart by the tag), so the gym's request matches the
 * other whatever else the journeys have made. Give each spec places of its own.
 */
export function remoteNeighbours(places: readonly RemotePlace[], names: { gym: string; cafe: string }) {
  const place = places[Math.floor(Math.random() * places.length)];
  const tag = randomUUID().slice(0, 4);
  const common = { location: place.town, radius: 5, customerType: 'b2c', targetAgeRange: '25-40', campaignGoals: ['brand-awareness', 'customer-footfall'], preferredChannels: ['social-media', 'flyers'], monthlyBudget: '500-1000' };
  return {
    place,
    gym: { ...common, businessName: `${names.gym} ${tag}`, industry: 'fitness-wellness', postcode: `${place.outcode} 1AA`, companySize: '6-20', collaborationPreference: 'complementary' },
    cafe: { ...common, businessName: `${names.cafe} ${tag}`, industry: 'food-beverage', postcode: `${place.outcode} 2BB`, companySize: '1-5', collaborationPreference: 'any' },
  };
}
