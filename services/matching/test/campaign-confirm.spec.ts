import { CAMPAIGN_TEXT, campaignSchema } from '@comarketing/contracts';
import { insertCampaign, testPartner } from './support/campaign-rows';
import { type MatchingTestService, startMatchingTestService } from './support/matching-test-service';

/** The last confirmation starts a campaign, so confirming checks the plan can start at all. */
describe('confirming a campaign plan', () => {
  let matching: MatchingTestService;

  const confirm = (userId: string, id: string) => matching.internal('put', `/internal/users/${userId}/campaigns/${id}/confirm`);

  beforeAll(async () => {
    matching = await startMatchingTestService();
  });

  afterAll(async () => {
    await matching?.close();
  });

  it('refuses a plan whose shares do not add up to 100, and confirms nothing', async () => {
    const [first, second] = [testPartner({ sharePercent: 50, commitments: ['Posters'] }), testPartner({ sharePercent: 30, commitments: ['Flyers'], confirmed: true })];
    const id = await insertCampaign(matching.db, { status: 'draft', budgetSplit: 'custom' }, [first, second]);

    expect((await confirm(first.userId, id).expect(409)).body.message).toBe(CAMPAIGN_TEXT.sharesMustAddUp);

    const after = campaignSchema.parse((await matching.internal('get', `/internal/users/${first.userId}/campaigns/${id}`).expect(200)).body);
    expect(after.status).toBe('draft');
    expect(after.partners.map((p) => p.confirmed)).toEqual([false, true]);
  });

  it('starts a plan whose shares add up once the last partner confirms', async () => {
    const [first, second] = [testPartner({ sharePercent: 60, commitments: ['Posters'] }), testPartner({ sharePercent: 40, commitments: ['Flyers'], confirmed: true })];
    const id = await insertCampaign(matching.db, { status: 'draft', budgetSplit: '60-40' }, [first, second]);
    expect(campaignSchema.parse((await confirm(first.userId, id).expect(200)).body).status).toBe('active');
  });
});
