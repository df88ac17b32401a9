import { type BusinessUpsertedPayload, type CreateRequest, marketingRequestSchema, matchingApi, internalPath, REQUEST_TEXT } from '@comarketing/contracts';
import { createEnvelope } from '@comarketing/messaging';
import { randomUUID } from 'node:crypto';
import { type MatchingTestService, startMatchingTestService } from './support/matching-test-service';

/**
 * Filing a request takes the requester's business from matching's own read model (the BFF sends
 * only the request). The read model is fed through the bus, so a business saved a moment before the
 * request may arrive after it: the filing waits a short while for it.
 */
describe('filing a marketing request', () => {
  let matching: MatchingTestService;

  const business = (overrides: Partial<BusinessUpsertedPayload> = {}): BusinessUpsertedPayload => ({
    businessId: randomUUID(), userId: randomUUID(), businessName: 'Helston Surf School', industry: 'sports-recreation', description: null, location: 'Helston', postcode: 'TR13 8AA',
    radius: 10, website: 'https://example.com', logo: null, companySize: '1-5', monthlyBudget: '500-1000', preferredChannels: ['social-media'], campaignGoals: ['brand-awareness'],
    customerType: 'b2c', targetAgeRange: '25-40', targetLocation: 'Local', budgetRange: null, collaborationPreference: 'any', campaignFrequency: 'monthly', verified: false,
    updatedAt: new Date().toISOString(), ...overrides,
  });
  const request: CreateRequest = {
    title: 'Summer taster sessions',
    campaignTypes: ['social-media'],
    goals: ['brand-awareness'],
    description: 'Free taster sessions with a partner nearby.',
    budgetRange: { min: 500, max: 500, period: 'monthly' },
    startDate: null,
    endDate: null,
    idealPartner: { industry: [], size: 'any', location: 'same-city' },
  };
  const file = (userId: string, body: object) => matching.internal('post', internalPath(matchingApi.routes.createRequest, { userId })).send(body);
  const announce = (b: BusinessUpsertedPayload) => matching.bus.publish(createEnvelope('business.upserted', b, { correlationId: randomUUID() }));

  beforeAll(async () => {
    matching = await startMatchingTestService({ REQUESTER_BUSINESS_WAIT_MS: '1500' });
  });

  afterAll(async () => {
    await matching?.close();
  });

  it('files it for the business the read model has, keeping its profile as it was', async () => {
    const surf = business();
    await announce(surf);
    const created = marketingRequestSchema.parse((await file(surf.userId, { ...request, businessId: surf.businessId }).expect(201)).body);
    expect(created).toMatchObject({ businessId: surf.businessId, userId: surf.userId, title: request.title });
    const { rows } = await matching.db.query<{ requester: Record<string, unknown> }>(`SELECT requester FROM matching.requests WHERE id = $1`, [created.id]);
    expect(rows[0].requester).toMatchObject({ businessName: 'Helston Surf School', postcode: 'TR13 8AA', website: 'https://example.com' });
  });

  it('waits for a business saved a moment before the request to reach the read model', async () => {
    const surf = business();
    setTimeout(() => void announce(surf), 400);
    const created = marketingRequestSchema.parse((await file(surf.userId, request).expect(201)).body);
    expect(created.businessId).toBe(surf.businessId);
  });

  // That it waits before refusing is shown above (a business announced during the wait is found).
  it('refuses a request without a business profile, with the profile path', async () => {
    const refused = await file(randomUUID(), request).expect(400);
    expect(refused.body.message).toBe(REQUEST_TEXT.noBusiness);
  });

  it("refuses a request for another owner's business at once", async () => {
    const [mine, theirs] = [business(), business({ businessName: 'Porthleven Bakery', industry: 'food-beverage' })];
    await Promise.all([announce(mine), announce(theirs)]);
    const refused = await file(mine.userId, { ...request, businessId: theirs.businessId }).expect(400);
    expect(refused.body.message).toBe('The request must be for your own business profile');
  });

  it('refuses what the contract does not allow', async () => {
    const surf = business();
    await announce(surf);
    expect((await file(surf.userId, { ...request, title: ' ' }).expect(400)).body.message).toBe('Please enter a name for your campaign.');
    await matching.internal('post', '/internal/users/not-a-user/requests').send(request).expect(400);
  });
});
