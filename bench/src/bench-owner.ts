// A signed-in owner with a business profile, a partner nearby and a request that found it: what
// the benches of signed-in reads and of the owner app load their pages as.
import { expectStatus } from './api-client';

/** An owner with a business and a request (so matches and notifications exist), signed in. */
export async function signedInOwner(base: string): Promise<string> {
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  // Letters only in the names: a business name holds no long number (the name rules).
  const nameStamp = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  const password = 'a-long-bench-password';
  const registered = await expectStatus(201, base, 'POST', '/api/auth/register', {
    body: { firstName: 'Bench', lastName: 'Owner', email: `bench-${stamp}@example.co.uk`, companyName: 'Bench Bakery', password, confirmPassword: password, agreeToTerms: true },
  });
  const cookie = registered.cookie!;
  const profile = { businessName: `Bench Bakery ${nameStamp}`, industry: 'food-beverage', location: 'Manchester', postcode: 'M1 1AE', radius: 25, collaborationPreference: 'complementary' };
  await expectStatus(201, base, 'POST', '/api/businesses', { cookie, body: profile });
  // A partner nearby, so the owner's request finds a match.
  const partner = await expectStatus(201, base, 'POST', '/api/auth/register', {
    body: { firstName: 'Bench', lastName: 'Partner', email: `partner-${stamp}@example.co.uk`, companyName: 'Bench Gym', password, confirmPassword: password, agreeToTerms: true },
  });
  await expectStatus(201, base, 'POST', '/api/businesses', { cookie: partner.cookie, body: { ...profile, businessName: `Bench Gym ${nameStamp}`, industry: 'fitness-wellness', postcode: 'M1 2AB' } });
  // The matching service learns businesses from events: the request is filed again until it finds the partner.
  const deadline = Date.now() + 20_000;
  for (;;) {
    await expectStatus(201, base, 'POST', '/api/co-marketing-requests', {
      cookie,
      body: { title: 'Bench campaign', campaignTypes: ['social-media'], goals: ['brand-awareness'], description: 'A joint offer.', budgetRange: { min: 500, max: 500, period: 'monthly' }, idealPartner: { industry: ['Fitness & Sports'], size: 'any', location: 'same-city' } },
    });
    await new Promise((r) => setTimeout(r, 500));
    const matches = await expectStatus<unknown[]>(200, base, 'GET', '/api/partner-matches', { cookie });
    if (matches.body.length > 0) return cookie;
    if (Date.now() > deadline) throw new Error('the bench owner found no match within 20 s');
  }
}
