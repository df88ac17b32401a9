import { CAMPAIGN_RESULT_LIMITS, CAMPAIGN_TEXT, campaignSchema } from '@comarketing/contracts';
import { randomUUID } from 'node:crypto';
import { type QueryRunner } from 'typeorm';
import { CampaignResultBounds1766500000000 } from '../src/database/migrations/1766500000000-campaign-result-bounds';
import { insertCampaign, testPartner } from './support/campaign-rows';
import { type MatchingTestService, startMatchingTestService } from './support/matching-test-service';

/**
 * What a partner records of a running campaign: their own figures only, within what a small
 * business's campaign reaches. A partner could record unlimited redemptions of either code, and
 * totals the other partner saw summed into their own figures (a billion reached, £10,000,000 spent).
 */
describe("recording a campaign's results and redemptions", () => {
  let matching: MatchingTestService;
  const gym = randomUUID();
  const cafe = randomUUID();

  const running = () => insertCampaign(matching.db, { status: 'active', budget: 800 }, [testPartner({ userId: gym }), testPartner({ userId: cafe })]);
  const codes = async (id: string) => {
    const { rows } = await matching.db.query<{ user_id: string; voucher_code: string }>(`SELECT user_id, voucher_code FROM matching.campaign_members WHERE campaign_id = $1`, [id]);
    return { gym: rows.find((r) => r.user_id === gym)!.voucher_code, cafe: rows.find((r) => r.user_id === cafe)!.voucher_code };
  };
  const results = (userId: string, id: string, body: object) => matching.internal('put', `/internal/users/${userId}/campaigns/${id}/results`).send(body);
  const redeem = (userId: string, id: string, code: string) => matching.internal('post', `/internal/users/${userId}/campaigns/${id}/redemptions`).send({ code });

  beforeAll(async () => {
    matching = await startMatchingTestService();
  });

  afterAll(async () => {
    await matching?.close();
  });

  it('holds spend to the campaign budget and refuses absurd figures, keeping what was recorded', async () => {
    const id = await running();
    await results(gym, id, { spend: 800, reach: 1000, engagements: 80 }).expect(200);
    const overBudget = await results(gym, id, { spend: 800.01, reach: 1000, engagements: 80 }).expect(422);
    expect(overBudget.body.message).toBe('Your spend cannot be more than the campaign’s budget of £800');
    expect((await results(gym, id, { spend: 10, reach: 1_000_000_000, engagements: 1 }).expect(400)).body.message).toBe(CAMPAIGN_TEXT.reachTooHigh);
    expect((await results(gym, id, { spend: 10, reach: 1, engagements: 1_000_000 }).expect(400)).body.message).toBe(CAMPAIGN_TEXT.engagementsOverReach);

    const seenByCafe = campaignSchema.parse((await matching.internal('get', `/internal/users/${cafe}/campaigns/${id}`).expect(200)).body);
    expect(seenByCafe.partners.find((p) => !p.isYou)).toMatchObject({ spend: 800, reach: 1000, engagements: 80 });
  });

  it("counts a redemption of the reader's own code, and refuses their partner's", async () => {
    const id = await running();
    const code = await codes(id);
    await redeem(gym, id, code.gym.toLowerCase()).expect(200);
    const refused = await redeem(gym, id, code.cafe).expect(422);
    expect(refused.body.message).toBe(CAMPAIGN_TEXT.notYourCode);
    const campaign = campaignSchema.parse((await redeem(cafe, id, code.cafe).expect(200)).body);
    expect(campaign.partners.map((p) => [p.isYou, p.redemptions])).toEqual([
      [false, 1],
      [true, 1],
    ]);
  });

  it('stops counting one code at the ceiling of redemptions in a campaign', async () => {
    const id = await running();
    const code = await codes(id);
    await matching.db.query(`UPDATE matching.campaign_members SET redemptions = $2 WHERE campaign_id = $1 AND user_id = $3`, [id, CAMPAIGN_RESULT_LIMITS.redemptions - 1, gym]);
    await redeem(gym, id, code.gym).expect(200);
    expect((await redeem(gym, id, code.gym).expect(422)).body.message).toBe(CAMPAIGN_TEXT.redemptionsFull);
    const { rows } = await matching.db.query<{ redemptions: number }>(`SELECT redemptions FROM matching.campaign_members WHERE campaign_id = $1 AND user_id = $2`, [id, gym]);
    expect(rows[0]!.redemptions).toBe(CAMPAIGN_RESULT_LIMITS.redemptions);
  });

  it('brings figures recorded before the ceilings within them, and leaves plausible ones alone', async () => {
    const absurd = await insertCampaign(matching.db, { status: 'active', budget: 800 }, [
      testPartner({ userId: gym, spendPence: 1_000_000_000, reach: 1_000_000_000, engagements: 5_000_000_000 }),
      testPartner({ userId: cafe, spendPence: 20_000, reach: 10, engagements: 40 }),
    ]);
    const plausible = await insertCampaign(matching.db, { status: 'active', budget: 800 }, [testPartner({ userId: gym, spendPence: 90_000, reach: 500, engagements: 20 }), testPartner({ userId: cafe })]);
    await matching.db.query(`UPDATE matching.campaign_members SET redemptions = 123456 WHERE campaign_id = $1 AND user_id = $2`, [absurd, gym]);

    await new CampaignResultBounds1766500000000().up({ query: (sql: string) => matching.db.query(sql) } as unknown as QueryRunner);
    const figures = async (id: string) =>
      (await matching.db.query(`SELECT spend_pence::float8 AS spend, reach::float8 AS reach, engagements::float8 AS engagements, redemptions FROM matching.campaign_members WHERE campaign_id = $1 ORDER BY position`, [id])).rows;
    expect(await figures(absurd)).toEqual([
      { spend: 100_000_000, reach: 1_000_000, engagements: 1_000_000, redemptions: 10_000 },
      { spend: 20_000, reach: 10, engagements: 10, redemptions: 0 },
    ]);
    // A spend over the budget may have been real: refused from now on, but kept.
    expect(await figures(plausible)).toEqual([
      { spend: 90_000, reach: 500, engagements: 20, redemptions: 0 },
      { spend: 0, reach: 0, engagements: 0, redemptions: 0 },
    ]);
  });
});
