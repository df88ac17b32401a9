import { CAMPAIGN_TEXT, campaignListSchema, campaignSchema } from '@comarketing/contracts';
import { createEnvelope } from '@comarketing/messaging';
import { eventually } from '@comarketing/server-kit/testing';
import { randomUUID } from 'node:crypto';
import { insertCampaign, type TestPartner, testPartner } from './support/campaign-rows';
import { type MatchingTestService, startMatchingTestService } from './support/matching-test-service';

/** A partner whose account is deleted leaves their campaigns; the campaigns stay for those who remain. */
describe('erasing a campaign partner', () => {
  let matching: MatchingTestService;

  const member = (over: Partial<TestPartner> = {}) => testPartner({ confirmed: true, ...over });
  const campaignOf = (status: 'draft' | 'scheduled' | 'active' | 'completed', budget: number, members: TestPartner[]) => insertCampaign(matching.db, { status, budget }, members);

  const get = (userId: string, path = '') => matching.internal('get', `/internal/users/${userId}/campaigns${path}`);
  const trace = async (m: TestPartner) => (await matching.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM matching.campaign_members WHERE user_id = $1 OR business_id = $2`, [m.userId, m.businessId])).rows[0].n;

  /** Deletes the member's account and waits until their campaign rows are gone. */
  async function erase(m: TestPartner): Promise<void> {
    await matching.bus.publish(createEnvelope('user.deleted', { userId: m.userId }, { correlationId: randomUUID() }));
    await eventually(async () => ((await trace(m)) === 0 ? true : undefined));
  }

  beforeAll(async () => {
    matching = await startMatchingTestService();
  });

  afterAll(async () => {
    await matching?.close();
  });

  it("keeps the campaign, and the other partner's own spend, results and code, when one partner of a pair leaves", async () => {
    const leaving = member({ sharePercent: 60, spendPence: 30050, reach: 1000 });
    const staying = member({ sharePercent: 40, spendPence: 20000, reach: 500 });
    const id = await campaignOf('active', 800, [leaving, staying]);
    const before = campaignSchema.parse((await get(staying.userId, `/${id}`).expect(200)).body);

    await erase(leaving);

    const after = campaignSchema.parse((await get(staying.userId, `/${id}`).expect(200)).body);
    expect(after).toMatchObject({ id, status: 'active', budget: 800, budgetSplit: '50-50', formerPartners: 1 });
    expect(after.partners).toEqual([before.partners.find((p) => p.isYou)]);
    expect(JSON.stringify(after)).not.toContain(leaving.name);
    // Their figures: only what the partner who stayed spent and reached, of their own share.
    const { stats } = campaignListSchema.parse((await get(staying.userId).expect(200)).body);
    expect(stats).toMatchObject({ activeCampaigns: 1, totalReach: 500, budgetSpent: 200, budgetPlanned: 320, costSavings: 0 });
    await get(leaving.userId, `/${id}`).expect(404);
  });

  it('deletes the campaign once its last partner leaves', async () => {
    const [first, second] = [member(), member()];
    const id = await campaignOf('completed', 500, [first, second]);
    await erase(first);
    await erase(second);
    expect((await matching.db.query(`SELECT 1 FROM matching.campaigns WHERE id = $1`, [id])).rowCount).toBe(0);
  });

  it('asks the partners left in a draft to confirm again, on equal shares that add up among them, since the plan they agreed had another partner', async () => {
    const [leaving, staying, third] = [member({ sharePercent: 33.34 }), member({ sharePercent: 33.33 }), member({ sharePercent: 33.33 })];
    const id = await campaignOf('draft', 900, [leaving, staying, third]);
    await erase(leaving);
    const after = campaignSchema.parse((await get(third.userId, `/${id}`).expect(200)).body);
    expect(after).toMatchObject({ status: 'draft', budgetSplit: 'custom', formerPartners: 1 });
    expect(after.partners.map((p) => [p.businessId, p.sharePercent, p.plannedShare, p.confirmed])).toEqual([
      [staying.businessId, 50, 450, false],
      [third.businessId, 50, 450, false],
    ]);
  });

  it('lets the partners left in a draft start it once each confirms again', async () => {
    const [leaving, staying, third] = [member({ sharePercent: 40, commitments: ['Posters'] }), member({ sharePercent: 30, commitments: ['Flyers'] }), member({ sharePercent: 30, commitments: ['Stories'] })];
    const id = await insertCampaign(matching.db, { kind: 'group', status: 'draft', budget: 900, budgetSplit: 'custom' }, [leaving, staying, third]);
    await erase(leaving);
    await matching.internal('put', `/internal/users/${staying.userId}/campaigns/${id}/confirm`).expect(200);
    const started = campaignSchema.parse((await matching.internal('put', `/internal/users/${third.userId}/campaigns/${id}/confirm`).expect(200)).body);
    expect(started.status).toBe('active');
  });

  it('puts a scheduled pair back to a draft that the partner left alone cannot start', async () => {
    const leaving = member({ sharePercent: 60, commitments: ['Posters'] });
    const staying = member({ sharePercent: 40, commitments: ['Flyers'] });
    const id = await insertCampaign(matching.db, { status: 'scheduled', budget: 1000, budgetSplit: '60-40' }, [leaving, staying]);
    await erase(leaving);

    const after = campaignSchema.parse((await get(staying.userId, `/${id}`).expect(200)).body);
    expect(after).toMatchObject({ status: 'draft', budgetSplit: 'custom', formerPartners: 1 });
    expect(after.partners).toEqual([expect.objectContaining({ businessId: staying.businessId, sharePercent: 100, plannedShare: 1000, confirmed: false })]);
    const refused = await matching.internal('put', `/internal/users/${staying.userId}/campaigns/${id}/confirm`).expect(409);
    expect(refused.body.message).toBe(CAMPAIGN_TEXT.needsTwoPartners);
    expect(campaignSchema.parse((await get(staying.userId, `/${id}`).expect(200)).body)).toMatchObject({ status: 'draft', partners: [expect.objectContaining({ confirmed: false })] });
  });

  describe("keeps none of the leaver's words, nor their business's name", () => {
    const write = (userId: string, id: string, outcomeNote: string, previousOutcomeNote: string | null = null) =>
      matching.internal('put', `/internal/users/${userId}/campaigns/${id}/outcome`).send({ outcomeNote, previousOutcomeNote }).expect(200);

    it('gives the campaign of their request a neutral title and no description, and takes the note they wrote', async () => {
      const leaving = member({ name: 'Quay Street Bakery' });
      const staying = member({ name: 'Harbour Gym' });
      // The leaver filed the request, so they come first (start-campaign), and wrote the note last.
      const id = await insertCampaign(matching.db, { status: 'completed', title: 'Quay Street Bakery spring week', description: 'Bring a Quay Street Bakery receipt to Harbour Gym.' }, [leaving, staying]);
      await write(staying.userId, id, 'Harbour Gym doubled its sign-ups.');
      await write(leaving.userId, id, 'QUAY STREET BAKERY sold out of buns by noon.', 'Harbour Gym doubled its sign-ups.');

      await erase(leaving);

      const after = campaignSchema.parse((await get(staying.userId, `/${id}`).expect(200)).body);
      expect(after).toMatchObject({ title: CAMPAIGN_TEXT.formerPartnerCampaignTitle, description: null, outcomeNote: null, formerPartners: 1 });
      const row = (await matching.db.query(`SELECT * FROM matching.campaigns WHERE id = $1`, [id])).rows[0];
      expect(JSON.stringify(row).toLowerCase()).not.toContain('quay street bakery');
      expect(JSON.stringify(row)).not.toContain(leaving.businessId);
    });

    it("takes their name out of the words of a partner who stays, and keeps that partner's note", async () => {
      const staying = member({ name: 'Harbour Gym' });
      const leaving = member({ name: 'Quay Street Bakery' });
      const id = await insertCampaign(matching.db, { status: 'completed', title: 'Harbour Gym × Quay Street Bakery', description: 'Harbour Gym hands out Quay Street Bakery vouchers.' }, [staying, leaving]);
      await write(staying.userId, id, 'Quay Street Bakery vouchers brought 40 new members to Harbour Gym.');

      await erase(leaving);

      const after = campaignSchema.parse((await get(staying.userId, `/${id}`).expect(200)).body);
      expect(after).toMatchObject({
        title: 'Harbour Gym × a former partner',
        description: 'Harbour Gym hands out a former partner vouchers.',
        outcomeNote: 'a former partner vouchers brought 40 new members to Harbour Gym.',
      });
    });

    it('takes a note written before authors were kept, since it may be theirs', async () => {
      const [staying, leaving] = [member(), member()];
      const id = await insertCampaign(matching.db, { status: 'completed', outcomeNote: 'We would do it again.' }, [staying, leaving]);
      await erase(leaving);
      expect(campaignSchema.parse((await get(staying.userId, `/${id}`).expect(200)).body).outcomeNote).toBeNull();
    });
  });
});
