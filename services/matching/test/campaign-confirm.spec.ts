import { CAMPAIGN_TEXT, type EventEnvelope, campaignSchema } from '@comarketing/contracts';
import { eventually } from '@comarketing/server-kit/testing';
import { insertCampaign, testPartner } from './support/campaign-rows';
import { type MatchingTestService, startMatchingTestService } from './support/matching-test-service';

/** The last confirmation starts a campaign, so confirming checks the plan can start at all. */
describe('confirming a campaign plan', () => {
  let matching: MatchingTestService;
  const events: EventEnvelope[] = [];

  const confirm = (userId: string, id: string) => matching.internal('put', `/internal/users/${userId}/campaigns/${id}/confirm`);

  beforeAll(async () => {
    matching = await startMatchingTestService();
    await matching.bus.subscribe({ queue: 'test.campaign-confirmations', routingKeys: ['campaign.confirmed', 'campaign.activated'], handler: async (e) => void events.push(e) });
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

  it('announces each partner\'s confirmation of the plan once, naming who confirmed; the last one also starts it', async () => {
    const [first, second] = [testPartner({ commitments: ['Posters'] }), testPartner({ commitments: ['Flyers'] })];
    const id = await insertCampaign(matching.db, { status: 'draft' }, [first, second]);
    const about = () => events.filter((e) => (e.payload as { campaignId: string }).campaignId === id);

    await confirm(first.userId, id).expect(200);
    // Confirming again is no news (the event written for it would reach the bus before the start's).
    await confirm(first.userId, id).expect(200);
    await confirm(second.userId, id).expect(200);

    const announced = await eventually(() => (about().some((e) => e.type === 'campaign.activated') ? about() : undefined));
    expect(announced.map((e) => [e.type, (e.payload as { confirmedByUserId?: string }).confirmedByUserId])).toEqual([
      ['campaign.confirmed', first.userId],
      ['campaign.confirmed', second.userId],
      ['campaign.activated', undefined],
    ]);
    expect(announced[0].payload).toMatchObject({ members: [{ userId: first.userId, businessId: first.businessId }, { userId: second.userId, businessId: second.businessId }] });
  });
});
