import { CAMPAIGN_TEXT, campaignSchema, type CampaignStatus, OUTCOME_NOTE_MAX } from '@comarketing/contracts';
import { randomUUID } from 'node:crypto';
import { insertCampaign, testPartner } from './support/campaign-rows';
import { type MatchingTestService, startMatchingTestService } from './support/matching-test-service';

/** The outcome note of a completed campaign, written by either partner and nobody else. */
describe('writing a campaign outcome note', () => {
  let matching: MatchingTestService;
  const first = randomUUID();
  const second = randomUUID();
  const outsider = randomUUID();

  /** A campaign of `first` and `second` in `status`. */
  const campaignIn = (status: CampaignStatus, outcomeNote: string | null = null) =>
    insertCampaign(matching.db, { status, title: 'Spring week', outcomeNote }, [testPartner({ userId: first }), testPartner({ userId: second })]);

  const write = (userId: string, id: string, body: object) => matching.internal('put', `/internal/users/${userId}/campaigns/${id}/outcome`).send(body);
  const noteOf = async (id: string) => (await matching.db.query<{ outcome_note: string | null }>(`SELECT outcome_note FROM matching.campaigns WHERE id = $1`, [id])).rows[0].outcome_note;

  beforeAll(async () => {
    matching = await startMatchingTestService();
  });

  afterAll(async () => {
    await matching?.close();
  });

  it('lets either partner add the note of a campaign that completed after its end date, and rewrite it', async () => {
    const id = await campaignIn('completed');
    const added = campaignSchema.parse((await write(first, id, { outcomeNote: '  Forty new members in a month. ', previousOutcomeNote: null }).expect(200)).body);
    expect(added).toMatchObject({ id, status: 'completed', endedEarly: false, outcomeNote: 'Forty new members in a month.' });
    const rewritten = campaignSchema.parse((await write(second, id, { outcomeNote: 'Forty new members, and the vouchers ran out.', previousOutcomeNote: added.outcomeNote }).expect(200)).body);
    expect(rewritten.outcomeNote).toBe('Forty new members, and the vouchers ran out.');
  });

  it('lets a partner rewrite the note of a campaign ended early', async () => {
    const id = await campaignIn('completed', 'Sold out in a week.');
    await write(second, id, { outcomeNote: 'Sold out in a week; we will run it again in spring.', previousOutcomeNote: 'Sold out in a week.' }).expect(200);
    expect(await noteOf(id)).toBe('Sold out in a week; we will run it again in spring.');
  });

  it('refuses anyone who is no partner of the campaign as if it did not exist, and changes nothing', async () => {
    const id = await campaignIn('completed', 'Ours.');
    expect((await write(outsider, id, { outcomeNote: 'Mine now', previousOutcomeNote: 'Ours.' }).expect(404)).body.message).toBe(CAMPAIGN_TEXT.notFound);
    await write(outsider, 'not-a-uuid', { outcomeNote: 'Mine now', previousOutcomeNote: null }).expect(404);
    expect(await noteOf(id)).toBe('Ours.');
  });

  it('refuses a note before the campaign has completed', async () => {
    for (const status of ['draft', 'scheduled', 'active'] as const) {
      const id = await campaignIn(status);
      expect((await write(first, id, { outcomeNote: 'Too soon', previousOutcomeNote: null }).expect(409)).body.message).toBe(CAMPAIGN_TEXT.notCompleted);
      expect(await noteOf(id)).toBeNull();
    }
  });

  it('refuses a blank or an over-long note with the early end’s messages', async () => {
    const id = await campaignIn('completed');
    expect((await write(first, id, { outcomeNote: '   ', previousOutcomeNote: null }).expect(400)).body).toMatchObject({ message: expect.stringContaining(CAMPAIGN_TEXT.outcomeNoteRequired) });
    expect((await write(first, id, { outcomeNote: 'x'.repeat(OUTCOME_NOTE_MAX + 1), previousOutcomeNote: null }).expect(400)).body).toMatchObject({ message: expect.stringContaining(CAMPAIGN_TEXT.outcomeNoteTooLong) });
    await write(first, id, { outcomeNote: 'x'.repeat(OUTCOME_NOTE_MAX), previousOutcomeNote: null }).expect(200);
  });

  it("refuses a note written over one the partner saved after the writer read it, and keeps the partner's", async () => {
    const id = await campaignIn('completed');
    await write(first, id, { outcomeNote: 'Forty new members.', previousOutcomeNote: null }).expect(200);
    // The second partner began from the empty note, before the first saved theirs.
    expect((await write(second, id, { outcomeNote: 'It went quietly.', previousOutcomeNote: null }).expect(409)).body.message).toBe(CAMPAIGN_TEXT.outcomeNoteChanged);
    expect(await noteOf(id)).toBe('Forty new members.');
    // Having read it, they may still replace it.
    await write(second, id, { outcomeNote: 'Forty new members; it went quietly after.', previousOutcomeNote: 'Forty new members.' }).expect(200);
    expect(await noteOf(id)).toBe('Forty new members; it went quietly after.');
  });

  it('takes the same words again as done, as a repeated save sends them', async () => {
    const id = await campaignIn('completed');
    await write(first, id, { outcomeNote: 'Forty new members.', previousOutcomeNote: null }).expect(200);
    expect(campaignSchema.parse((await write(first, id, { outcomeNote: 'Forty new members.', previousOutcomeNote: null }).expect(200)).body).outcomeNote).toBe('Forty new members.');
  });

  it('refuses a write that does not say which note the writer read', async () => {
    const id = await campaignIn('completed', 'Ours.');
    await write(first, id, { outcomeNote: 'Mine now' }).expect(400);
    expect(await noteOf(id)).toBe('Ours.');
  });
});
