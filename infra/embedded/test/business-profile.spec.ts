import { BUSINESS_TEXT, businessSchema, type EventEnvelope, myBusinessResponseSchema } from '@comarketing/contracts';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { eventually } from '@comarketing/messaging/testing';
import { type RunningPlatform } from '../src/start-platform';
import { signedInOwner, startTestPlatform, PLATFORM_WAIT_MS } from './support/platform-test-kit';

const profile = {
  businessName: '  Northern Quarter Gym  ',
  industry: 'fitness-wellness',
  location: 'Manchester',
  postcode: 'm1 1ae',
  radius: '25',
  description: 'Strength and conditioning',
  website: 'nqgym.example.co.uk',
  phone: '0161 496 0000',
  companySize: '6-20',
  monthlyBudget: '500-1000',
  preferredChannels: JSON.stringify(['social-media', 'events']),
  campaignGoals: ['brand-awareness', 'customer-footfall'],
  customerType: 'b2c',
  targetAgeRange: '25-40',
  budgetRange: '200-500',
  collaborationPreference: 'complementary',
  campaignFrequency: 'monthly',
};

describe('business profile API', () => {
  let platform: RunningPlatform;
  const events: EventEnvelope[] = [];

  beforeAll(async () => {
    platform = await startTestPlatform();
    await platform.bus.subscribe({ queue: 'test.business-events', routingKeys: ['business.*'], handler: async (e) => void events.push(e) });
  }, 60_000);

  afterAll(async () => {
    // Nobody consumes this queue once the test is over; left bound, it would collect every later
    // business event of the test database.
    await platform?.bus.deleteQueue('test.business-events');
    await platform?.stop();
  });

  it('answers 404 before a profile exists, creates one with the spec fields, and returns lists as arrays', async () => {
    const { agent, user } = await signedInOwner(platform);
    // None yet is an answer, not an error (no red 404 in a new owner's console).
    expect(myBusinessResponseSchema.parse((await agent.get(`/api/businesses/user/${user.id}`).expect(200)).body)).toEqual({ business: null });
    const created = businessSchema.parse((await agent.post('/api/businesses').send({ ...profile, userId: user.id }).expect(201)).body);
    expect(created).toMatchObject({
      userId: user.id,
      businessName: 'Northern Quarter Gym',
      postcode: 'M1 1AE',
      radius: 25,
      website: 'https://nqgym.example.co.uk',
      preferredChannels: ['social-media', 'events'],
      campaignGoals: ['brand-awareness', 'customer-footfall'],
      verified: false,
    });
    expect(myBusinessResponseSchema.parse((await agent.get(`/api/businesses/user/${user.id}`).expect(200)).body).business).toEqual(created);
  });

  it('emits business.upserted through the outbox on create and update, without the phone number', async () => {
    const { agent } = await signedInOwner(platform);
    const created = (await agent.post('/api/businesses').send(profile).expect(201)).body;
    await agent.put(`/api/businesses/${created.id}`).send({ ...profile, radius: 999 }).expect(200);
    const upserts = await eventually(async () => {
      const mine = events.filter((e) => e.type === 'business.upserted' && (e.payload as { businessId: string }).businessId === created.id);
      return mine.length >= 2 ? mine : undefined;
    }, PLATFORM_WAIT_MS);
    expect(upserts!.map((e) => (e.payload as { radius: number }).radius)).toEqual([25, 999]);
    // Only the payload is checked (a random id elsewhere in the envelope may contain any digits).
    for (const e of upserts!) expect(e.payload).not.toHaveProperty('phone');
    expect(JSON.stringify(upserts!.map((e) => e.payload))).not.toContain('0161 496 0000');
  });

  it('allows one business per user (409)', async () => {
    const { agent } = await signedInOwner(platform);
    await agent.post('/api/businesses').send(profile).expect(201);
    const res = await agent.post('/api/businesses').send(profile).expect(409);
    expect(res.body.message).toBe('You already have a business profile');
  });

  it("never lets another user read, update or create-for someone else's business", async () => {
    const owner = await signedInOwner(platform);
    const intruder = await signedInOwner(platform);
    const created = (await owner.agent.post('/api/businesses').send(profile).expect(201)).body;

    await intruder.agent.get(`/api/businesses/user/${owner.user.id}`).expect(403);
    await intruder.agent.put(`/api/businesses/${created.id}`).send({ ...profile, businessName: 'Hijacked' }).expect(404);
    await intruder.agent.post('/api/businesses').send({ ...profile, userId: owner.user.id }).expect(403);
    await request(platform.url).get(`/api/businesses/user/${owner.user.id}`).expect(401);

    const after = (await owner.agent.get(`/api/businesses/user/${owner.user.id}`).expect(200)).body.business;
    expect(after.businessName).toBe('Northern Quarter Gym');
  });

  it('validates required fields and the postcode with clear messages', async () => {
    const { agent } = await signedInOwner(platform);
    const blank = await agent.post('/api/businesses').send({ ...profile, businessName: '   ' }).expect(400);
    expect(blank.body.message).toBe('Please fill in all required fields (business name, industry, location, postcode).');
    const postcode = await agent.post('/api/businesses').send({ ...profile, postcode: '90210' }).expect(400);
    expect(postcode.body.message).toBe('Please enter a valid UK postcode (e.g. M1 1AE)');
    await agent.post('/api/businesses').send({ ...profile, preferredChannels: '["mind-control"]' }).expect(400);
    await agent.post('/api/businesses').send({ ...profile, industry: 'piracy' }).expect(400);
  });

  it('stores hostile text verbatim where free text belongs, and refuses it as a business name (partners get that by mail)', async () => {
    const { agent, user } = await signedInOwner(platform);
    const hostile = `<script>alert("x")</script>' OR 1=1; --`;
    const refused = await agent.post('/api/businesses').send({ ...profile, description: hostile, businessName: hostile }).expect(400);
    expect(refused.body.message).toBe(BUSINESS_TEXT.businessNameCharacters);
    await agent.post('/api/businesses').send({ ...profile, description: hostile, businessName: "O'Brien & Daughters (Leeds)" }).expect(201);
    const stored = (await agent.get(`/api/businesses/user/${user.id}`).expect(200)).body.business;
    expect(stored.description).toBe(hostile);
    expect(stored.businessName).toBe("O'Brien & Daughters (Leeds)");
  });

  it("refuses a logo that is not the user's own upload", async () => {
    const { agent } = await signedInOwner(platform);
    const res = await agent.post('/api/businesses').send({ ...profile, logo: `/objects/uploads/${randomUUID()}` }).expect(400);
    expect(res.body.message).toBe('The image must be one you uploaded');
  });
});
