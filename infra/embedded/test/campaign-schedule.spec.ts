import { type Campaign, campaignListSchema, campaignSchema, notificationSchema } from '@comarketing/contracts';
import { eventually } from '@comarketing/messaging/testing';
import { Pool } from 'pg';
import { type RunningPlatform } from '../src/start-platform';
import { type Agent, signInAdmin, startPlatformWithAdmin } from './support/admin-test-kit';
import { type OwnerWithBusiness, ownersWithBusinesses, PLATFORM_WAIT_MS, uniqueEmail } from './support/platform-test-kit';

const ADMIN_PASSWORD = 'a-long-admin-password';
const common = { location: 'Kirkwall', radius: 10, customerType: 'b2c', targetAgeRange: '25-40', campaignGoals: ['brand-awareness', 'customer-footfall'], preferredChannels: ['social-media', 'flyers'], monthlyBudget: '500-1000', companySize: '1-5', collaborationPreference: 'any' };
const profiles = {
  bakery: { ...common, businessName: 'Elm Hill Bakery', industry: 'food-beverage', postcode: 'KW15 1AA' },
  florist: { ...common, businessName: 'Elm Hill Flowers', industry: 'retail', postcode: 'KW15 2BB' },
  studio: { ...common, businessName: 'Elm Hill Yoga', industry: 'fitness-wellness', postcode: 'KW15 3DD' },
};

/** A day relative to today in the UK, as the campaigns' dates are kept (`YYYY-MM-DD`). */
const ukDay = (offsetDays: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + offsetDays * 86_400_000));

// Issue 13: a group partnership makes one campaign for all its members, and campaigns start on
// their start date and complete after their end date without anyone pressing anything.
describe('group campaigns and the campaign calendar', () => {
  let platform: RunningPlatform;
  let db: Pool;
  let admin: Agent;
  let owners: Record<keyof typeof profiles, OwnerWithBusiness>;
  let campaign: Campaign;

  const campaignOf = async (owner: OwnerWithBusiness) => campaignListSchema.parse((await owner.agent.get('/api/campaigns').expect(200)).body).campaigns;
  /** Every member is told, each with the others named: 'New draft campaign with Elm Hill Flowers and Elm Hill Yoga'. */
  const toldAll = (start: string) =>
    Promise.all(
      Object.values<OwnerWithBusiness>(owners).map((owner) =>
        eventually(async () => {
          const titles = notificationSchema.array().parse((await owner.agent.get('/api/notifications').expect(200)).body).map((n) => n.title);
          if (!titles.some((title) => title.startsWith(`${start} with `))) throw new Error(`no "${start} with ..." for ${owner.email} yet; they have ${JSON.stringify(titles)}`);
          return true;
        }, PLATFORM_WAIT_MS),
      ),
    );
  const statusBecomes = (status: Campaign['status']) =>
    eventually(async () => {
      const seen = campaignSchema.parse((await owners.bakery.agent.get(`/api/campaigns/${campaign.id}`).expect(200)).body);
      if (seen.status !== status) throw new Error(`the campaign is still ${seen.status}, waiting for ${status}`);
      return seen;
    }, PLATFORM_WAIT_MS);

  beforeAll(async () => {
    const adminEmail = uniqueEmail('staff');
    // The calendar is checked every 300 ms here (a minute by default).
    process.env.MATCH_EXPIRY_CHECK_MS = '300';
    try {
      platform = await startPlatformWithAdmin(adminEmail, ADMIN_PASSWORD);
    } finally {
      delete process.env.MATCH_EXPIRY_CHECK_MS;
    }
    db = new Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
    admin = (await signInAdmin(platform, adminEmail, ADMIN_PASSWORD)).agent;
    owners = await ownersWithBusinesses(platform, db, profiles);
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await platform?.stop();
  });

  it('makes one draft campaign with every member of a group staff create, with equal shares', async () => {
    const members = [owners.bakery, owners.florist, owners.studio];
    await admin.post('/api/admin/group-partnerships').send({ name: 'Elm Hill Saturday Market', description: 'Three neighbours, one weekend.', memberBusinessIds: members.map((m) => m.businessId) }).expect(201);
    const seen = await Promise.all(members.map((m) => eventually(async () => (await campaignOf(m))[0] ?? Promise.reject(new Error(`no campaign for ${m.email} yet`)), PLATFORM_WAIT_MS)));
    campaign = seen[0]!;
    expect(new Set(seen.map((c) => c.id)).size).toBe(1);
    expect(campaign).toMatchObject({ kind: 'group', status: 'draft', title: 'Elm Hill Saturday Market', budgetSplit: 'custom' });
    expect(campaign.partners.map((p) => p.businessName).sort()).toEqual(['Elm Hill Bakery', 'Elm Hill Flowers', 'Elm Hill Yoga']);
    expect(campaign.partners.map((p) => p.sharePercent).sort()).toEqual([33.33, 33.33, 33.34]);
    // One voucher code per partner, all different.
    expect(new Set(campaign.partners.map((p) => p.voucherCode)).size).toBe(3);
    await toldAll('New draft campaign');
  });

  it('waits for its start date once every member confirms, then starts and completes on the calendar', async () => {
    const { bakery, florist, studio } = owners;
    const tomorrow = ukDay(1);
    await bakery.agent.put(`/api/campaigns/${campaign.id}/plan`).send({ budget: 900, budgetSplit: 'custom', shares: { [bakery.businessId]: 50, [florist.businessId]: 25, [studio.businessId]: 25 }, startDate: tomorrow, endDate: ukDay(10) }).expect(200);
    for (const owner of [bakery, florist, studio]) {
      await owner.agent.put(`/api/campaigns/${campaign.id}/commitments`).send({ commitments: [`A stall for ${owner.email}`] }).expect(200);
    }
    for (const owner of [bakery, florist, studio]) await owner.agent.put(`/api/campaigns/${campaign.id}/confirm`).expect(200);
    const scheduled = campaignSchema.parse((await bakery.agent.get(`/api/campaigns/${campaign.id}`).expect(200)).body);
    expect(scheduled.status).toBe('scheduled');
    expect(scheduled.partners.map((p) => p.plannedShare).sort((a, b) => a - b)).toEqual([225, 225, 450]);

    // Its start date comes (moved to today, as tomorrow would take a day): it starts by itself.
    await db.query(`UPDATE matching.campaigns SET start_date = $2 WHERE id = $1`, [campaign.id, ukDay(0)]);
    expect((await statusBecomes('active')).activatedAt).not.toBeNull();
    await toldAll('Campaign started');

    // Its end date passes: it completes by itself, and everyone is told.
    await db.query(`UPDATE matching.campaigns SET start_date = $2, end_date = $3 WHERE id = $1`, [campaign.id, ukDay(-3), ukDay(-1)]);
    await statusBecomes('completed');
    await toldAll('Campaign completed');
    const counts = campaignListSchema.parse((await florist.agent.get('/api/campaigns').expect(200)).body).stats.counts;
    expect(counts).toEqual({ active: 0, completed: 1, drafts: 0 });
  }, 60_000);
});
