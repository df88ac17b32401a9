import { CAMPAIGN_TEXT, campaignSchema, INTERNAL_TOKEN_HEADER, OUTCOME_NOTE_MAX } from '@comarketing/contracts';
import { InProcessEventBus } from '@comarketing/messaging';
import { createLogger, type RunningService, startDomainService } from '@comarketing/server-kit';
import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import request from 'supertest';
import { matchingService } from '../src';

const TOKEN = 'test-internal-token-0123456789';

/** The outcome note of a completed campaign, written by either partner and nobody else. */
describe('writing a campaign outcome note', () => {
  let service: RunningService;
  let bus: InProcessEventBus;
  let db: Pool;
  const first = randomUUID();
  const second = randomUUID();
  const outsider = randomUUID();

  /** A campaign of `first` and `second` in `status`. */
  async function campaignIn(status: string, outcomeNote: string | null = null): Promise<string> {
    const [{ id }] = (
      await db.query<{ id: string }>(`INSERT INTO matching.campaigns (pair_id, title, budget, status, outcome_note) VALUES ($1, 'Spring week', 800, $2, $3) RETURNING id`, [randomUUID(), status, outcomeNote])
    ).rows;
    for (const [position, userId] of [first, second].entries()) {
      await db.query(
        `INSERT INTO matching.campaign_members (campaign_id, business_id, user_id, business, position, share_percent, voucher_code)
         VALUES ($1, $2, $3, '{"businessName": "B", "industry": "retail", "location": "Leeds"}', $4, 50, $5)`,
        [id, randomUUID(), userId, position, randomUUID()],
      );
    }
    return id;
  }

  const write = (userId: string, id: string, body: object) => request(service.url).put(`/internal/users/${userId}/campaigns/${id}/outcome`).set(INTERNAL_TOKEN_HEADER, TOKEN).send(body);
  const noteOf = async (id: string) => (await db.query<{ outcome_note: string | null }>(`SELECT outcome_note FROM matching.campaigns WHERE id = $1`, [id])).rows[0].outcome_note;

  beforeAll(async () => {
    const logger = createLogger({ name: 'matching-test', level: 'silent' });
    bus = new InProcessEventBus({ logger, retryDelayMs: 10 });
    service = await startDomainService(matchingService, { env: { DATABASE_URL: process.env.DATABASE_URL, INTERNAL_TOKEN: TOKEN, PORT: '0', LOG_LEVEL: 'silent' }, bus, logger });
    db = new Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
  });

  afterAll(async () => {
    await db?.end();
    await service?.close();
    await bus?.close();
  });

  it('lets either partner add the note of a campaign that completed after its end date, and rewrite it', async () => {
    const id = await campaignIn('completed');
    const added = campaignSchema.parse((await write(first, id, { outcomeNote: '  Forty new members in a month. ' }).expect(200)).body);
    expect(added).toMatchObject({ id, status: 'completed', endedEarly: false, outcomeNote: 'Forty new members in a month.' });
    const rewritten = campaignSchema.parse((await write(second, id, { outcomeNote: 'Forty new members, and the vouchers ran out.' }).expect(200)).body);
    expect(rewritten.outcomeNote).toBe('Forty new members, and the vouchers ran out.');
  });

  it('lets a partner rewrite the note of a campaign ended early', async () => {
    const id = await campaignIn('completed', 'Sold out in a week.');
    await write(second, id, { outcomeNote: 'Sold out in a week; we will run it again in spring.' }).expect(200);
    expect(await noteOf(id)).toBe('Sold out in a week; we will run it again in spring.');
  });

  it('refuses anyone who is no partner of the campaign as if it did not exist, and changes nothing', async () => {
    const id = await campaignIn('completed', 'Ours.');
    expect((await write(outsider, id, { outcomeNote: 'Mine now' }).expect(404)).body.message).toBe(CAMPAIGN_TEXT.notFound);
    await write(outsider, 'not-a-uuid', { outcomeNote: 'Mine now' }).expect(404);
    expect(await noteOf(id)).toBe('Ours.');
  });

  it('refuses a note before the campaign has completed', async () => {
    for (const status of ['draft', 'scheduled', 'active']) {
      const id = await campaignIn(status);
      expect((await write(first, id, { outcomeNote: 'Too soon' }).expect(409)).body.message).toBe(CAMPAIGN_TEXT.notCompleted);
      expect(await noteOf(id)).toBeNull();
    }
  });

  it('refuses a blank or an over-long note with the early end’s messages', async () => {
    const id = await campaignIn('completed');
    expect((await write(first, id, { outcomeNote: '   ' }).expect(400)).body).toMatchObject({ message: expect.stringContaining(CAMPAIGN_TEXT.outcomeNoteRequired) });
    expect((await write(first, id, { outcomeNote: 'x'.repeat(OUTCOME_NOTE_MAX + 1) }).expect(400)).body).toMatchObject({ message: expect.stringContaining(CAMPAIGN_TEXT.outcomeNoteTooLong) });
    await write(first, id, { outcomeNote: 'x'.repeat(OUTCOME_NOTE_MAX) }).expect(200);
  });
});
