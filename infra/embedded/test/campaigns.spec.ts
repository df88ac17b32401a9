import { CALENDAR_DAY_TEXT, type Campaign, CAMPAIGN_RESULT_LIMITS, CAMPAIGN_TEXT, campaignListSchema, campaignSchema, type CreateRequest, notificationSchema, partnerMatchSchema } from '@comarketing/contracts';
import { eventually } from '@comarketing/messaging/testing';
import { Pool } from 'pg';
import request from 'supertest';
import { type RunningPlatform } from '../src/start-platform';
import { type OwnerWithBusiness, ownersWithBusinesses, PLATFORM_WAIT_MS, startTestPlatform } from './support/platform-test-kit';

/**
 * A remote outward code picked per run: the two partners are each other's only neighbours, so the
 * request matches them whatever earlier runs left in the test database.
 */
const OUTCODES = ['KW1', 'KW14', 'KW15', 'KW17', 'IV27', 'HS1', 'HS2', 'ZE1', 'ZE2', 'PA20', 'PA41', 'PH41', 'TR18', 'TR19', 'TR20'];
const outcode = OUTCODES[Math.floor(Math.random() * OUTCODES.length)];

const common = { location: 'Thurso', radius: 5, customerType: 'b2c', targetAgeRange: '25-40', campaignGoals: ['brand-awareness', 'customer-footfall'], preferredChannels: ['social-media', 'flyers'], monthlyBudget: '500-1000' };
const profiles = {
  gym: { ...common, businessName: 'Harbour Gym', industry: 'fitness-wellness', postcode: `${outcode} 1AA`, companySize: '6-20', collaborationPreference: 'complementary' },
  cafe: { ...common, businessName: 'Harbour Smoothie Bar', industry: 'food-beverage', postcode: `${outcode} 2BB`, companySize: '1-5', collaborationPreference: 'any' },
  outsider: { ...common, businessName: 'Elsewhere Ledger', industry: 'finance', location: 'Salford', postcode: 'M5 4WT', radius: 5, collaborationPreference: 'same-industry' },
};

const gymRequest: CreateRequest = {
  title: 'Harbour fitness and smoothie week',
  campaignTypes: ['social-media', 'promotions'],
  goals: ['brand-awareness'],
  description: 'A free class plus a smoothie voucher for new members.',
  budgetRange: { min: 800, max: 800, period: 'monthly' },
  startDate: '2027-03-01',
  endDate: '2027-03-31',
  idealPartner: { industry: ['Food & Beverage'], size: 'any', location: 'same-city' },
};

describe('campaigns from accepted matches', () => {
  let platform: RunningPlatform;
  let db: Pool;
  let owners: Record<keyof typeof profiles, OwnerWithBusiness>;
  let campaignId: string;

  const campaignsOf = async (owner: OwnerWithBusiness) => campaignListSchema.parse((await owner.agent.get('/api/campaigns').expect(200)).body);
  const yours = (c: Campaign) => c.partners.find((p) => p.isYou)!;
  const theirs = (c: Campaign) => c.partners.find((p) => !p.isYou)!;

  beforeAll(async () => {
    platform = await startTestPlatform();
    db = new Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
    owners = await ownersWithBusinesses(platform, db, profiles);
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await platform?.stop();
  });

  it('starts with no campaigns and honest zero figures', async () => {
    const empty = await campaignsOf(owners.gym);
    expect(empty).toEqual({
      campaigns: [],
      stats: { activeCampaigns: 0, totalReach: 0, budgetSpent: 0, budgetPlanned: 0, engagementRate: null, costSavings: 0, counts: { active: 0, completed: 0, drafts: 0 } },
    });
    await request(platform.url).get('/api/campaigns').expect(401);
  });

  it('makes one draft campaign from the request when both sides accept, which both owners see and are told of', async () => {
    const { gym, cafe } = owners;
    await gym.agent.post('/api/co-marketing-requests').send(gymRequest).expect(201);
    const gymSide = await eventually(async () => partnerMatchSchema.array().parse((await gym.agent.get('/api/partner-matches').expect(200)).body).find((m) => m.partnerBusinessId === cafe.businessId), PLATFORM_WAIT_MS);
    const cafeSide = partnerMatchSchema.array().parse((await cafe.agent.get('/api/partner-matches').expect(200)).body).find((m) => m.partnerBusinessId === gym.businessId)!;

    await gym.agent.put(`/api/partner-matches/${gymSide!.id}/respond`).send({ status: 'accepted' }).expect(200);
    // One acceptance is no partnership yet.
    expect((await campaignsOf(gym)).campaigns).toEqual([]);
    await cafe.agent.put(`/api/partner-matches/${cafeSide.id}/respond`).send({ status: 'accepted' }).expect(200);

    const [forGym] = (await campaignsOf(gym)).campaigns;
    const [forCafe] = (await campaignsOf(cafe)).campaigns;
    campaignId = forGym.id;
    expect(forCafe.id).toBe(campaignId);
    expect(forGym).toMatchObject({
      kind: 'pair',
      title: gymRequest.title,
      description: gymRequest.description,
      campaignTypes: gymRequest.campaignTypes,
      goals: gymRequest.goals,
      startDate: '2027-03-01',
      endDate: '2027-03-31',
      budget: 800,
      budgetSplit: '50-50',
      status: 'draft',
    });
    // The request's owner comes first; each sees their own side marked.
    expect(forGym.partners.map((p) => [p.businessName, p.isYou, p.sharePercent, p.plannedShare, p.confirmed])).toEqual([
      ['Harbour Gym', true, 50, 400, false],
      ['Harbour Smoothie Bar', false, 50, 400, false],
    ]);
    expect(forCafe.partners.map((p) => p.isYou)).toEqual([false, true]);
    const codes = forGym.partners.map((p) => p.voucherCode);
    expect(codes.every((code) => /^[A-HJKMNP-TW-Z2-9]{8}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBe(2);
    expect((await campaignsOf(gym)).stats.counts).toEqual({ active: 0, completed: 0, drafts: 1 });

    for (const owner of [gym, cafe]) {
      const note = await eventually(
        async () => notificationSchema.array().parse((await owner.agent.get('/api/notifications').expect(200)).body).find((n) => n.type === 'campaign' && n.title === `New draft campaign with ${owner === gym ? 'Harbour Smoothie Bar' : 'Harbour Gym'}`),
        PLATFORM_WAIT_MS,
      );
      expect(note).toMatchObject({ actionUrl: `/campaigns/${campaignId}` });
      // The title is the gym's request's, in its owner's words: it reaches no partner's notification (nor so their mail).
      expect(`${note.title} ${note.message}`).not.toContain(gymRequest.title);
    }
  });

  it("keeps a campaign from anyone who is not a partner: another owner's is not found", async () => {
    const { outsider } = owners;
    await outsider.agent.get(`/api/campaigns/${campaignId}`).expect(404);
    await outsider.agent.put(`/api/campaigns/${campaignId}/confirm`).expect(404);
    await outsider.agent.put(`/api/campaigns/${campaignId}/results`).send({ spend: 1, reach: 1, engagements: 1 }).expect(404);
    await outsider.agent.post(`/api/campaigns/${campaignId}/end`).send({ outcomeNote: 'Mine now' }).expect(404);
    await outsider.agent.put(`/api/campaigns/${campaignId}/outcome`).send({ outcomeNote: 'Mine now', previousOutcomeNote: null }).expect(404);
    await outsider.agent.get('/api/campaigns/not-a-uuid').expect(404);
    expect((await campaignsOf(outsider)).campaigns).toEqual([]);
  });

  // '2026-02-30' in a plan answered 502 (PostgreSQL refused the date): the one date schema of the
  // contracts now refuses it with 400, as it does a marketing request's.
  it('refuses a plan or a request with a day that is not on the calendar: 400 saying so, never a 5xx', async () => {
    const { gym } = owners;
    for (const day of ['2026-02-30', '2026-13-01', '0000-00-00', '2026-02-29']) {
      const res = await gym.agent.put(`/api/campaigns/${campaignId}/plan`).send({ budget: 800, budgetSplit: '50-50', startDate: day, endDate: null });
      expect({ day, status: res.status, body: res.body }).toMatchObject({ day, status: 400, body: { details: [{ path: 'startDate', message: CALENDAR_DAY_TEXT.noSuchDay }] } });
    }
    for (const startDate of ['2026-02-30', '2031-06-01T25:00:00Z', '2031-06-01T10:00+20:00']) {
      const res = await gym.agent.post('/api/co-marketing-requests').send({ ...gymRequest, startDate });
      expect({ startDate, status: res.status, body: res.body }).toMatchObject({ startDate, status: 400, body: { details: [{ path: 'startDate', message: CALENDAR_DAY_TEXT.noSuchDay }] } });
    }
  });

  it('starts once both partners confirm the plan and their commitments, and not before', async () => {
    const { gym, cafe } = owners;
    // Results wait for the campaign to run.
    await gym.agent.put(`/api/campaigns/${campaignId}/results`).send({ spend: 10, reach: 1, engagements: 1 }).expect(409);
    // Confirming needs commitments of one's own.
    expect((await gym.agent.put(`/api/campaigns/${campaignId}/confirm`).expect(422)).body.message).toBe('Add at least one commitment before confirming the plan');
    await gym.agent.put(`/api/campaigns/${campaignId}/plan`).send({ budget: 800, budgetSplit: 'custom', shares: { [gym.businessId]: 70 }, startDate: '2025-01-01', endDate: '2099-12-31' }).expect(422);
    const planned = campaignSchema.parse(
      (await gym.agent.put(`/api/campaigns/${campaignId}/plan`).send({ budget: 800, budgetSplit: '60-40', startDate: '2025-01-01', endDate: '2099-12-31' }).expect(200)).body,
    );
    expect(planned.partners.map((p) => [p.sharePercent, p.plannedShare])).toEqual([
      [60, 480],
      [40, 320],
    ]);

    await gym.agent.put(`/api/campaigns/${campaignId}/commitments`).send({ commitments: ['Free class for every voucher', 'Posts twice a week'] }).expect(200);
    const gymConfirmed = campaignSchema.parse((await gym.agent.put(`/api/campaigns/${campaignId}/confirm`).expect(200)).body);
    expect(gymConfirmed.status).toBe('draft');
    expect(yours(gymConfirmed).confirmed).toBe(true);

    // The cafe's commitments change the plan, so the gym must confirm again.
    const changed = campaignSchema.parse((await cafe.agent.put(`/api/campaigns/${campaignId}/commitments`).send({ commitments: ['Smoothie voucher on every receipt'] }).expect(200)).body);
    expect(changed.partners.every((p) => !p.confirmed)).toBe(true);
    await cafe.agent.put(`/api/campaigns/${campaignId}/confirm`).expect(200);
    const active = campaignSchema.parse((await gym.agent.put(`/api/campaigns/${campaignId}/confirm`).expect(200)).body);
    expect(active.status).toBe('active');
    expect(active.activatedAt).not.toBeNull();
    expect(theirs(active).commitments).toEqual(['Smoothie voucher on every receipt']);

    // The plan is fixed once agreed.
    await cafe.agent.put(`/api/campaigns/${campaignId}/plan`).send({ budget: 10, budgetSplit: '50-50', startDate: null, endDate: null }).expect(409);
    for (const owner of [gym, cafe]) {
      await eventually(
        async () => notificationSchema.array().parse((await owner.agent.get('/api/notifications').expect(200)).body).find((n) => n.title === `Campaign started with ${owner === gym ? 'Harbour Smoothie Bar' : 'Harbour Gym'}`),
        PLATFORM_WAIT_MS,
      );
    }
  });

  it('records each side’s own spend, results and redemptions, within what the campaign makes plausible, and sums them into the figures', async () => {
    const { gym, cafe } = owners;
    await gym.agent.put(`/api/campaigns/${campaignId}/results`).send({ spend: 300.5, reach: 1000, engagements: 80 }).expect(200);
    await cafe.agent.put(`/api/campaigns/${campaignId}/results`).send({ spend: 200, reach: 500, engagements: 20 }).expect(200);
    await cafe.agent.put(`/api/campaigns/${campaignId}/results`).send({ spend: -1, reach: 1, engagements: 1 }).expect(400);
    // Totals the gym would see in its own figures: more than the whole £800 spent, a billion reached.
    expect((await cafe.agent.put(`/api/campaigns/${campaignId}/results`).send({ spend: 10_000, reach: 500, engagements: 20 }).expect(422)).body.message).toBe(
      'Your spend cannot be more than the campaign’s budget of £800',
    );
    expect((await cafe.agent.put(`/api/campaigns/${campaignId}/results`).send({ spend: 200, reach: 1_000_000_000, engagements: 20 }).expect(400)).body.message).toBe(CAMPAIGN_TEXT.reachTooHigh);

    const campaign = (await campaignsOf(gym)).campaigns[0];
    const gymCode = yours(campaign).voucherCode;
    const cafeCode = theirs(campaign).voucherCode;
    // Customers bring the cafe's code to the cafe twice (typed loosely), and the gym's to the gym once.
    await cafe.agent.post(`/api/campaigns/${campaignId}/redemptions`).send({ code: cafeCode }).expect(200);
    await cafe.agent.post(`/api/campaigns/${campaignId}/redemptions`).send({ code: `${cafeCode.slice(0, 4)}-${cafeCode.slice(4).toLowerCase()}` }).expect(200);
    await gym.agent.post(`/api/campaigns/${campaignId}/redemptions`).send({ code: gymCode }).expect(200);
    // Each records their own code's customers: the gym cannot add to the cafe's count.
    expect((await gym.agent.post(`/api/campaigns/${campaignId}/redemptions`).send({ code: cafeCode }).expect(422)).body.message).toBe(CAMPAIGN_TEXT.notYourCode);
    expect((await cafe.agent.post(`/api/campaigns/${campaignId}/redemptions`).send({ code: 'ABCDEFGH' === gymCode ? 'HGFEDCBA' : 'ABCDEFGH' }).expect(404)).body.message).toBe(
      'No partner of this campaign has that voucher code',
    );
    // And a code counts a campaign's worth of customers at most.
    await db.query(`UPDATE matching.campaign_members SET redemptions = $3 WHERE campaign_id = $1 AND business_id = $2`, [campaignId, cafe.businessId, CAMPAIGN_RESULT_LIMITS.redemptions]);
    expect((await cafe.agent.post(`/api/campaigns/${campaignId}/redemptions`).send({ code: cafeCode }).expect(422)).body.message).toBe(CAMPAIGN_TEXT.redemptionsFull);
    await db.query(`UPDATE matching.campaign_members SET redemptions = 2 WHERE campaign_id = $1 AND business_id = $2`, [campaignId, cafe.businessId]);

    const gymView = await campaignsOf(gym);
    const cafeView = await campaignsOf(cafe);
    expect(yours(gymView.campaigns[0])).toMatchObject({ spend: 300.5, reach: 1000, engagements: 80, redemptions: 1 });
    expect(theirs(gymView.campaigns[0])).toMatchObject({ spend: 200, reach: 500, engagements: 20, redemptions: 2 });
    expect(gymView.stats).toEqual({
      activeCampaigns: 1,
      totalReach: 1500,
      budgetSpent: 500.5,
      budgetPlanned: 800,
      engagementRate: 100 / 1500,
      costSavings: 200,
      counts: { active: 1, completed: 0, drafts: 0 },
    });
    expect(cafeView.stats).toMatchObject({ activeCampaigns: 1, totalReach: 1500, budgetSpent: 500.5, costSavings: 300.5 });
  });

  it('ends early with an outcome note, once, tells both partners, and lets only a partner rewrite the note', async () => {
    const { gym, cafe, outsider } = owners;
    await cafe.agent.post(`/api/campaigns/${campaignId}/end`).send({ outcomeNote: ' ' }).expect(400);
    const ended = campaignSchema.parse((await cafe.agent.post(`/api/campaigns/${campaignId}/end`).send({ outcomeNote: 'Sold out of vouchers in a week.' }).expect(200)).body);
    expect(ended).toMatchObject({ status: 'completed', endedEarly: true, outcomeNote: 'Sold out of vouchers in a week.' });
    await gym.agent.post(`/api/campaigns/${campaignId}/end`).send({ outcomeNote: 'Again' }).expect(409);
    await gym.agent.post(`/api/campaigns/${campaignId}/redemptions`).send({ code: yours(ended).voucherCode }).expect(409);
    // Late figures are still welcome.
    await gym.agent.put(`/api/campaigns/${campaignId}/results`).send({ spend: 320.5, reach: 1100, engagements: 90 }).expect(200);

    // Either partner may say more once it has ended; nobody else may write it.
    await outsider.agent.put(`/api/campaigns/${campaignId}/outcome`).send({ outcomeNote: 'Mine now', previousOutcomeNote: ended.outcomeNote }).expect(404);
    await gym.agent.put(`/api/campaigns/${campaignId}/outcome`).send({ outcomeNote: '', previousOutcomeNote: ended.outcomeNote }).expect(400);
    // A write that began before the cafe's note is refused rather than overwriting it unseen.
    const stale = await gym.agent.put(`/api/campaigns/${campaignId}/outcome`).send({ outcomeNote: 'It went well.', previousOutcomeNote: null }).expect(409);
    expect(stale.body.message).toBe(CAMPAIGN_TEXT.outcomeNoteChanged);
    const noted = campaignSchema.parse(
      (await gym.agent.put(`/api/campaigns/${campaignId}/outcome`).send({ outcomeNote: 'Sold out of vouchers in a week; 40 new members.', previousOutcomeNote: ended.outcomeNote }).expect(200)).body,
    );
    expect(noted).toMatchObject({ status: 'completed', endedEarly: true, outcomeNote: 'Sold out of vouchers in a week; 40 new members.' });

    const { stats } = await campaignsOf(gym);
    expect(stats).toMatchObject({ activeCampaigns: 0, totalReach: 1600, budgetSpent: 520.5, costSavings: 200, counts: { active: 0, completed: 1, drafts: 0 } });
    for (const owner of [gym, cafe]) {
      await eventually(
        async () => notificationSchema.array().parse((await owner.agent.get('/api/notifications').expect(200)).body).find((n) => n.title === `Campaign completed with ${owner === gym ? 'Harbour Smoothie Bar' : 'Harbour Gym'}`),
        PLATFORM_WAIT_MS,
      );
    }
  });

  it("exports the user's campaigns, and erases a deleted owner's part while the campaign stays for the other partner", async () => {
    const { gym, cafe } = owners;
    const exported = (await gym.agent.get('/api/auth/export-data').expect(200)).body;
    expect(exported.campaigns.map((c: Campaign) => c.id)).toEqual([campaignId]);

    await cafe.agent.delete('/api/auth/delete-account').expect(204);
    const kept = await eventually(async () => {
      const campaign = campaignSchema.parse((await gym.agent.get(`/api/campaigns/${campaignId}`).expect(200)).body);
      return campaign.formerPartners === 1 ? campaign : undefined;
    }, PLATFORM_WAIT_MS);
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM matching.campaign_members WHERE business_id = $1 OR user_id = $2`, [cafe.businessId, cafe.user.id]);
    expect(rows[0].n).toBe(0);
    // The gym keeps its own side and the outcome note; the cafe's side (its name, spend, results, code) is gone.
    expect(kept).toMatchObject({ status: 'completed', outcomeNote: 'Sold out of vouchers in a week; 40 new members.' });
    expect(kept.partners).toEqual([expect.objectContaining({ businessId: gym.businessId, isYou: true, spend: 320.5, reach: 1100, engagements: 90, redemptions: 1 })]);
    expect(JSON.stringify(kept)).not.toContain(cafe.businessId);
    // The figures are the gym's own: its spend of its 60% of the £800, nothing saved by a partner who left.
    expect((await campaignsOf(gym)).stats).toEqual({
      activeCampaigns: 0,
      totalReach: 1100,
      budgetSpent: 320.5,
      budgetPlanned: 480,
      engagementRate: 90 / 1100,
      costSavings: 0,
      counts: { active: 0, completed: 1, drafts: 0 },
    });
  });
});
