import { autoMatchesSchema, type Campaign, campaignListSchema, campaignSchema, type CreateRequest, notificationSchema, type PartnerMatch, partnerMatchSchema, VOUCHER_ALPHABET, VOUCHER_CODE_LENGTH } from '@comarketing/contracts';
import { Pool } from 'pg';
import { eventually } from '@comarketing/messaging/testing';
import { DEMO_BUSINESSES } from '../src/demo-content/demo-businesses';
import { DEMO_RESULTS_NOTE } from '../src/demo-content/demo-campaign-steps';
import { DEMO_ANSWER_NOTE, GOOD_MATCH_SCORE } from '../src/demo-content/demo-partner-answers';
import { type RunningPlatform } from '../src/start-platform';
import { type OwnerWithBusiness, ownersWithBusinesses, startTestPlatform } from './support/platform-test-kit';

// Demo businesses would become every other test's partners, so the demo platform gets a database
// of its own, which needs a real PostgreSQL (the embedded one serves a single database).
const describeWithOwnDatabase = process.env.TEST_DATABASE_KIND === 'postgres' ? describe : describe.skip;

const DEMO_NAMES = new Set(DEMO_BUSINESSES.map((b) => b.businessName));
const ANSWER_WAIT_MS = 60_000;

/** Today in the UK, and a day some weeks on, as 'YYYY-MM-DD': a plan from today starts when confirmed. */
const ukDay = (offsetDays = 0) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + offsetDays * 86_400_000));

const gym = {
  businessName: 'Ancoats Climbing Gym',
  industry: 'fitness-wellness',
  location: 'Ancoats, Manchester',
  postcode: 'M4 5JD',
  radius: 10,
  customerType: 'b2c',
  targetAgeRange: '25-40',
  campaignGoals: ['brand-awareness', 'customer-footfall'],
  preferredChannels: ['social-media', 'flyers', 'events'],
  monthlyBudget: '500-1000',
  companySize: '6-20',
  collaborationPreference: 'complementary',
};

const gymRequest: CreateRequest = {
  title: 'Climb and smoothie spring offer',
  campaignTypes: ['social-media', 'promotions'],
  goals: ['brand-awareness', 'customer-acquisition'],
  description: 'A free first climb with a smoothie voucher from a local partner.',
  budgetRange: { min: 800, max: 800, period: 'monthly' },
  startDate: '2027-04-01',
  endDate: '2027-04-30',
  idealPartner: { industry: ['Food & Beverage', 'Health & Wellness'], size: 'any', location: 'same-city' },
};

describeWithOwnDatabase('demo partners who answer', () => {
  let admin: Pool;
  let databaseUrl: string;
  let database: string;
  let platform: RunningPlatform;
  let owner: OwnerWithBusiness;
  /** The draft campaign of the newcomer and a demo business (the second test makes it). */
  let campaignId: string | undefined;

  beforeAll(async () => {
    admin = new Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
    const current = new URL(process.env.DATABASE_URL!);
    database = `${current.pathname.slice(1)}_demo_partners`;
    await admin.query(`CREATE DATABASE "${database}"`);
    current.pathname = `/${database}`;
    databaseUrl = current.toString();
    platform = await startTestPlatform({
      DATABASE_URL: databaseUrl,
      // Its own queues too: another platform of this run must not consume its events.
      EVENT_NAMESPACE: `${process.env.EVENT_NAMESPACE}.demo-partners`,
      DEMO_CONTENT: 'on',
      DEMO_ANSWER_SECONDS: '1-3',
    });
    const db = new Pool({ connectionString: databaseUrl, max: 1 });
    try {
      ({ owner } = await ownersWithBusinesses(platform, db, { owner: gym }));
    } finally {
      await db.end();
    }
  }, 120_000);

  afterAll(async () => {
    await platform?.stop();
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await admin.end();
  });

  const matches = async () => partnerMatchSchema.array().parse((await owner.agent.get('/api/partner-matches').expect(200)).body);

  it('answers a newcomer within a minute, through the owner path: good matches accepted, weaker ones declined, each marked as automatic', async () => {
    expect(platform.demo?.answering).toBe(DEMO_BUSINESSES.length);
    const created = (await owner.agent.post('/api/co-marketing-requests').send(gymRequest).expect(201)).body as { id: string };
    await eventually(async () => {
      const found = autoMatchesSchema.parse((await owner.agent.get(`/api/auto-matches/${created.id}`).expect(200)).body);
      return found.searching ? undefined : found;
    }, 10_000);
    const demoMatches = (await matches()).filter((m) => DEMO_NAMES.has(m.partnerBusinessName));
    expect(demoMatches.length).toBeGreaterThan(0);

    const answered = await eventually(async () => {
      const now = (await matches()).filter((m) => DEMO_NAMES.has(m.partnerBusinessName));
      const waiting = now.filter((m) => m.partnerResponse === null);
      if (waiting.length) throw new Error(`${waiting.length} of ${now.length} demo partners have not answered yet: ${waiting.map((m) => m.partnerBusinessName).join(', ')}`);
      return now;
    }, ANSWER_WAIT_MS);
    for (const match of answered) {
      expect(match.partnerResponse).toMatchObject({ status: match.matchScore >= GOOD_MATCH_SCORE ? 'accepted' : 'rejected' });
      expect(match.partnerResponse!.message).toContain(DEMO_ANSWER_NOTE);
      // A decline closed the newcomer's side too.
      expect(match.status).toBe(match.partnerResponse!.status === 'rejected' ? 'rejected' : 'pending');
    }
    // Notifications follow, naming the business as a demo one.
    const accepted = answered.find((m) => m.partnerResponse?.status === 'accepted');
    expect(accepted).toBeDefined();
    const note = await eventually(
      async () => notificationSchema.array().parse((await owner.agent.get('/api/notifications').expect(200)).body).find((n) => n.title === `${accepted!.partnerBusinessName} accepted your match`),
      10_000,
    );
    expect(note.title).toMatch(/\(demo\) accepted your match$/);
  }, ANSWER_WAIT_MS + 30_000);

  it('lets the newcomer see what follows Accept: the pair becomes a draft campaign with the demo business', async () => {
    const accepted = (await matches()).find((m): m is PartnerMatch => DEMO_NAMES.has(m.partnerBusinessName) && m.partnerResponse?.status === 'accepted' && m.status === 'pending');
    if (!accepted) throw new Error('no demo partner has accepted a match of the newcomer (the test before shows why)');
    await owner.agent.put(`/api/partner-matches/${accepted.id}/respond`).send({ status: 'accepted', message: 'Great, let us plan it.' }).expect(200);
    const [campaign] = campaignListSchema.parse((await owner.agent.get('/api/campaigns').expect(200)).body).campaigns;
    expect(campaign).toMatchObject({ title: gymRequest.title, status: 'draft' });
    expect(campaign.partners.map((p) => p.businessName)).toEqual([gym.businessName, accepted.partnerBusinessName]);
    campaignId = campaign.id;
  });

  const campaign = async () => {
    if (!campaignId) throw new Error('no draft campaign with a demo business (the test before shows why)');
    return campaignSchema.parse((await owner.agent.get(`/api/campaigns/${campaignId}`).expect(200)).body);
  };
  const demoSide = (c: Campaign) => c.partners.find((p) => !p.isYou)!;
  const ownSide = (c: Campaign) => c.partners.find((p) => p.isYou)!;

  it('lets the demo partner confirm the plan a few seconds after the newcomer does, as the newcomer planned it: the campaign goes live with its voucher codes', async () => {
    // The demo business writes its commitments as soon as the draft is made, so that the newcomer's
    // confirmation is never undone by them; it confirms nothing yet.
    const draft = await eventually(async () => {
      const now = await campaign();
      if (demoSide(now).commitments.length === 0) throw new Error(`the demo partner has written no commitments yet: ${JSON.stringify(demoSide(now))}`);
      return now;
    }, 10_000);
    expect(demoSide(draft).commitments).toContain(DEMO_RESULTS_NOTE);
    expect(demoSide(draft).confirmed).toBe(false);

    // The newcomer plans something other than the request's defaults: a custom split, from today.
    const plan = { budget: 900, budgetSplit: 'custom', shares: { [ownSide(draft).businessId]: 65, [demoSide(draft).businessId]: 35 }, startDate: ukDay(), endDate: ukDay(27) };
    await owner.agent.put(`/api/campaigns/${campaignId}/plan`).send(plan).expect(200);
    await owner.agent.put(`/api/campaigns/${campaignId}/commitments`).send({ commitments: ['A free first climb for every smoothie voucher'] }).expect(200);
    const confirmed = campaignSchema.parse((await owner.agent.put(`/api/campaigns/${campaignId}/confirm`).expect(200)).body);
    expect(confirmed.status).toBe('draft');

    const live = await eventually(
      async () => {
        const now = await campaign();
        if (now.status !== 'active') throw new Error(`the campaign is still ${now.status}; partners confirmed: ${now.partners.map((p) => `${p.businessName} ${p.confirmed}`).join(', ')}`);
        return now;
      },
      ANSWER_WAIT_MS,
      250,
    );
    // Confirmed as planned: the demo business changed nothing.
    expect(live).toMatchObject({ budget: 900, budgetSplit: 'custom', startDate: plan.startDate, endDate: plan.endDate });
    expect(live.partners.map((p) => [p.businessName, p.sharePercent, p.confirmed])).toEqual([
      [gym.businessName, 65, true],
      [demoSide(draft).businessName, 35, true],
    ]);
    expect(live.activatedAt).not.toBeNull();
    const codes = live.partners.map((p) => p.voucherCode);
    for (const code of codes) expect(code).toMatch(new RegExp(`^[${VOUCHER_ALPHABET}]{${VOUCHER_CODE_LENGTH}}$`));
    expect(new Set(codes).size).toBe(2);
    // The newcomer is told, as by a real partner.
    await eventually(async () => {
      const titles = notificationSchema.array().parse((await owner.agent.get('/api/notifications').expect(200)).body).map((n) => n.title);
      if (!titles.includes(`Campaign started with ${demoSide(live).businessName}`)) throw new Error(`no notice of the start among: ${titles.join('; ')}`);
      return titles;
    }, 10_000);
  }, ANSWER_WAIT_MS + 30_000);

  it('records a small made-up result for the demo partner a little later, labelled as demo results beside its figures', async () => {
    const recorded = await eventually(
      async () => {
        const now = await campaign();
        const demo = demoSide(now);
        if (demo.reach === 0) throw new Error(`the demo partner has recorded no result yet (campaign ${now.status}): ${JSON.stringify(demo)}`);
        return now;
      },
      ANSWER_WAIT_MS,
      250,
    );
    const demo = demoSide(recorded);
    // Labelled where its figures are shown: its name, and its commitments beside them.
    expect(demo.businessName).toMatch(/\(demo\)$/);
    expect(demo.commitments).toContain(DEMO_RESULTS_NOTE);
    // Small and plausible: within its planned share, engagements within reach, a few customers with its code.
    expect(demo.spend).toBeGreaterThan(0);
    expect(demo.spend).toBeLessThanOrEqual(demo.plannedShare);
    expect(demo.engagements).toBeLessThanOrEqual(demo.reach);
    expect(demo.redemptions).toBeGreaterThanOrEqual(1);
    expect(demo.redemptions).toBeLessThanOrEqual(3);
    // Its own side only: the newcomer's figures are the newcomer's to record.
    expect(ownSide(recorded)).toMatchObject({ spend: 0, reach: 0, engagements: 0, redemptions: 0 });
    const { stats } = campaignListSchema.parse((await owner.agent.get('/api/campaigns').expect(200)).body);
    expect(stats).toMatchObject({ activeCampaigns: 1, totalReach: demo.reach });
  }, ANSWER_WAIT_MS + 30_000);

  it('starts no demo partners with DEMO_CONTENT=off, though the demo owners are still in the database: nobody answers a match or confirms a campaign', async () => {
    await platform.stop();
    platform = await startTestPlatform({ DATABASE_URL: databaseUrl, EVENT_NAMESPACE: `${process.env.EVENT_NAMESPACE}.demo-partners`, DEMO_CONTENT: 'off', DEMO_ANSWER_SECONDS: '1-3' });
    // DemoPartners, the one part that answers matches and takes campaign steps for owners, was
    // never started: nobody answers or confirms.
    expect(platform.demo).toBeUndefined();
    const db = new Pool({ connectionString: databaseUrl, max: 1 });
    try {
      const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM accounts.users WHERE email LIKE 'demo-%@example.invalid'`);
      expect(rows[0].n).toBe(DEMO_BUSINESSES.length);
    } finally {
      await db.end();
    }
  }, 60_000);
});

describe('without demo content', () => {
  let platform: RunningPlatform;

  beforeAll(async () => {
    platform = await startTestPlatform();
  }, 120_000);

  afterAll(async () => {
    await platform?.stop();
  });

  it('starts no demo partners against a configured database unless asked for, so nobody answers for anyone', async () => {
    // The test platform runs against DATABASE_URL without DEMO_CONTENT: nothing seeded, and the
    // one part that answers matches and confirms campaigns for owners (DemoPartners) was never started.
    expect(platform.demo).toBeUndefined();
    const db = new Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
    try {
      const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM accounts.users WHERE email LIKE 'demo-%@example.invalid'`);
      expect(rows[0].n).toBe(0);
    } finally {
      await db.end();
    }
  });
});
