import { autoMatchesSchema, campaignListSchema, type CreateRequest, MATCH_TEXT, marketingRequestSchema, notificationSchema, type PartnerMatch, partnerMatchSchema } from '@comarketing/contracts';
import { Pool } from 'pg';
import { eventually } from '@comarketing/messaging/testing';
import { type RunningPlatform } from '../src/start-platform';
import { type OwnerWithBusiness, ownersWithBusinesses, startTestPlatform, PLATFORM_WAIT_MS } from './support/platform-test-kit';

/**
 * Issue 15: what the owner wrote on the request reaches the partners, and a decline by either side
 * closes the pair for both. The businesses sit at a remote outward code no other test file uses,
 * with a 5-mile radius, so the gym's request matches exactly these three partners.
 */
const OUTCODES = ['LD1', 'LD7', 'SY23', 'LL53', 'TD9', 'DG9', 'KA27', 'PA34', 'IV51', 'KW16', 'TD14', 'DG8'];
const outcode = OUTCODES[Math.floor(Math.random() * OUTCODES.length)];

const common = { location: 'Llandrindod Wells', radius: 5, customerType: 'b2c', targetAgeRange: '25-40', campaignGoals: ['brand-awareness', 'customer-footfall'], preferredChannels: ['social-media', 'flyers'], monthlyBudget: '500-1000', companySize: '1-5' };
const profiles = {
  gym: { ...common, businessName: 'Spa Town Gym', industry: 'fitness-wellness', postcode: `${outcode} 1AA`, collaborationPreference: 'complementary' },
  cafe: { ...common, businessName: 'Spa Town Juice Bar', industry: 'food-beverage', postcode: `${outcode} 2BB`, collaborationPreference: 'any' },
  physio: { ...common, businessName: 'Spa Town Physio', industry: 'healthcare', postcode: `${outcode} 3DE`, collaborationPreference: 'any' },
  bakery: { ...common, businessName: 'Spa Town Bakery', industry: 'food-beverage', postcode: `${outcode} 4DD`, collaborationPreference: 'any' },
};

const gymRequest: CreateRequest = {
  title: 'Spa town spring fitness week',
  campaignTypes: ['social-media', 'promotions'],
  goals: ['brand-awareness'],
  description: 'A free class plus a voucher from a local partner for new members.',
  budgetRange: { min: 1000, max: 1000, period: 'monthly' },
  startDate: '2027-04-01',
  endDate: '2027-05-31',
  idealPartner: { industry: ['Food & Beverage', 'Health & Wellness'], size: 'any', location: 'same-city' },
  budgetSplit: '60-40',
  duration: '2-months',
  partnerRequirements: 'A shop front where we can leave leaflets',
};

describe('what a request says, and declines that close the pair', () => {
  let platform: RunningPlatform;
  let db: Pool;
  let owners: Record<keyof typeof profiles, OwnerWithBusiness>;
  let requestId: string;

  const matchesOf = async (owner: OwnerWithBusiness) => partnerMatchSchema.array().parse((await owner.agent.get('/api/partner-matches').expect(200)).body);
  const sideOf = async (owner: OwnerWithBusiness, partner: OwnerWithBusiness): Promise<PartnerMatch> => {
    const side = (await matchesOf(owner)).find((m) => m.partnerBusinessId === partner.businessId && m.requestId === requestId);
    if (!side) throw new Error(`${owner.user.email} has no match with business ${partner.businessId} for the request`);
    return side;
  };
  // The other owner's reads reach the new state once the answer's event has travelled (the BFF
  // keeps each owner's reads for a few seconds and forgets them when an event names the owner).
  const sideOnceItSays = (owner: OwnerWithBusiness, partner: OwnerWithBusiness, says: Partial<PartnerMatch>) =>
    eventually(async () => {
      const side = await sideOf(owner, partner);
      return Object.entries(says).every(([key, value]) => side[key as keyof PartnerMatch] === value) ? side : undefined;
    }, PLATFORM_WAIT_MS);
  const notified = (owner: OwnerWithBusiness, title: string) =>
    eventually(async () => notificationSchema.array().parse((await owner.agent.get('/api/notifications').expect(200)).body).find((n) => n.title === title), PLATFORM_WAIT_MS);

  beforeAll(async () => {
    platform = await startTestPlatform();
    db = new Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
    owners = await ownersWithBusinesses(platform, db, profiles);
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await platform?.stop();
  });

  it('keeps the budget split, duration and additional requirements, and shows them to the matched partners only', async () => {
    const { gym, cafe, physio, bakery } = owners;
    const created = marketingRequestSchema.parse((await gym.agent.post('/api/co-marketing-requests').send(gymRequest).expect(201)).body);
    expect(created).toMatchObject({ budgetSplit: '60-40', duration: '2-months', partnerRequirements: 'A shop front where we can leave leaflets' });
    requestId = created.id;
    await eventually(async () => {
      const found = autoMatchesSchema.parse((await gym.agent.get(`/api/auto-matches/${requestId}`).expect(200)).body);
      return found.searching ? undefined : found;
    }, PLATFORM_WAIT_MS);

    for (const partner of [cafe, physio, bakery]) {
      expect((await sideOf(partner, gym)).partnerRequest).toEqual({
        title: gymRequest.title,
        campaignTypes: gymRequest.campaignTypes,
        goals: gymRequest.goals,
        duration: '2-months',
        budgetSplit: '60-40',
        partnerRequirements: 'A shop front where we can leave leaflets',
      });
      // The requester's own side shows no request of the partner's: it answers the requester's own.
      expect((await sideOf(gym, partner)).partnerRequest).toBeNull();
    }

    // Unknown option values and overlong text get a clear 400.
    const refused = async (body: object) => (await gym.agent.post('/api/co-marketing-requests').send({ ...gymRequest, ...body }).expect(400)).body.message as string;
    expect(await refused({ budgetSplit: '70-30' })).toBe('Choose a budget split: 50-50, 60-40 or custom.');
    expect(await refused({ duration: 'forever' })).toBe('Choose a campaign duration from the list.');
    expect(await refused({ partnerRequirements: 'x'.repeat(2001) })).toBe('Keep the additional requirements to 2000 characters.');
  });

  it("closes the pair for the requester when the partner declines, with the partner's message, and tells the requester", async () => {
    const { gym, cafe } = owners;
    const cafeSide = await sideOf(cafe, gym);
    await cafe.agent.put(`/api/partner-matches/${cafeSide.id}/respond`).send({ status: 'rejected', message: 'Not this season, sorry' }).expect(200);

    const gymSide = await sideOnceItSays(gym, cafe, { status: 'rejected' });
    expect(gymSide).toMatchObject({ status: 'rejected', responseDate: null, partnerResponse: { status: 'rejected', message: 'Not this season, sorry' } });
    const refused = await gym.agent.put(`/api/partner-matches/${gymSide.id}/respond`).send({ status: 'accepted' }).expect(409);
    expect(refused.body.message).toBe(MATCH_TEXT.partnerDeclinedDescription);
    expect((await sideOf(gym, cafe)).status).toBe('rejected');
    expect(await notified(gym, 'Spa Town Juice Bar declined your match')).toMatchObject({ type: 'match' });
  });

  it('closes the pair for a partner who had accepted when the requester declines, and makes no campaign', async () => {
    const { gym, physio } = owners;
    const physioSide = await sideOf(physio, gym);
    await physio.agent.put(`/api/partner-matches/${physioSide.id}/respond`).send({ status: 'accepted', message: 'Keen!' }).expect(200);
    // The requester sees the partner's answer while it is still its turn.
    const gymSide = await eventually(async () => {
      const side = await sideOf(gym, physio);
      return side.partnerResponse ? side : undefined;
    }, PLATFORM_WAIT_MS);
    expect(gymSide.partnerResponse).toMatchObject({ status: 'accepted', message: 'Keen!' });

    await gym.agent.put(`/api/partner-matches/${gymSide.id}/respond`).send({ status: 'rejected' }).expect(200);
    expect(await sideOnceItSays(physio, gym, { status: 'rejected' })).toMatchObject({ status: 'rejected', responseMessage: 'Keen!', partnerResponse: { status: 'rejected', message: null } });
    expect(await notified(physio, 'Spa Town Gym declined your match')).toMatchObject({ type: 'match' });
    expect(campaignListSchema.parse((await physio.agent.get('/api/campaigns').expect(200)).body).campaigns).toEqual([]);
  });

  it("starts an accepted pair's campaign at the request's budget split, the requester paying the 60", async () => {
    const { gym, bakery } = owners;
    await gym.agent.put(`/api/partner-matches/${(await sideOf(gym, bakery)).id}/respond`).send({ status: 'accepted' }).expect(200);
    await bakery.agent.put(`/api/partner-matches/${(await sideOf(bakery, gym)).id}/respond`).send({ status: 'accepted' }).expect(200);
    const [campaign] = campaignListSchema.parse((await bakery.agent.get('/api/campaigns').expect(200)).body).campaigns;
    expect(campaign).toMatchObject({ title: gymRequest.title, budgetSplit: '60-40', budget: 1000 });
    expect(campaign.partners.map((p) => [p.businessName, p.sharePercent])).toEqual([
      ['Spa Town Gym', 60],
      ['Spa Town Bakery', 40],
    ]);
  });

  it('never suggests a declined pair again, from either side', async () => {
    const { gym, cafe, physio } = owners;
    const again = async (owner: OwnerWithBusiness, body: CreateRequest) => {
      const created = (await owner.agent.post('/api/co-marketing-requests').send(body).expect(201)).body as { id: string };
      // Matching has run for it (the wait fails if it never does)...
      await eventually(async () => {
        const res = autoMatchesSchema.parse((await owner.agent.get(`/api/auto-matches/${created.id}`).expect(200)).body);
        return res.searching ? undefined : res;
      }, PLATFORM_WAIT_MS);
      return (await matchesOf(owner)).filter((m) => m.requestId === created.id).map((m) => m.partnerBusinessId);
    };
    const declined = [cafe.businessId, physio.businessId];
    expect((await again(gym, gymRequest)).filter((id) => declined.includes(id))).toEqual([]);
    expect(await again(cafe, { ...gymRequest, idealPartner: { industry: ['Fitness & Sports'], size: 'any', location: 'same-city' } })).not.toContain(gym.businessId);
  });
});
