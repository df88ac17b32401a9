import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Figures recorded before partners were held to plausible ones (the contracts' ceilings at the time
 * of writing: spend £1,000,000, reach 1,000,000, engagements at most the reach, 10,000 redemptions
 * per code) are brought within them, so the other partner no longer sees an absurd total. A spend
 * over the campaign's budget, refused from now on, is kept: it may be a real overspend. Not undone.
 */
export class CampaignResultBounds1766500000000 implements MigrationInterface {
  name = 'CampaignResultBounds1766500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      UPDATE matching.campaign_members m
         SET spend_pence = LEAST(m.spend_pence, 100000000),
             reach = LEAST(m.reach, 1000000),
             engagements = LEAST(m.engagements, m.reach, 1000000),
             redemptions = LEAST(m.redemptions, 10000)
       WHERE m.spend_pence > 100000000 OR m.reach > 1000000 OR m.engagements > LEAST(m.reach, 1000000) OR m.redemptions > 10000`);
  }

  async down(): Promise<void> {
    // The figures brought down are not kept anywhere: nothing to restore.
  }
}
