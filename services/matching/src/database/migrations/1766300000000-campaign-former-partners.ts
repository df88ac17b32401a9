import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A campaign outlives a partner whose business is erased: their member row goes (commitments,
 * spend, results, voucher code) and the campaign counts them as a former partner, so those who
 * remain can be told someone left without keeping anything about who it was. Only a campaign with
 * no partner left goes.
 */
export class CampaignFormerPartners1766300000000 implements MigrationInterface {
  name = 'CampaignFormerPartners1766300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE matching.campaigns ADD COLUMN former_partners int NOT NULL DEFAULT 0 CHECK (former_partners >= 0)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE matching.campaigns DROP COLUMN IF EXISTS former_partners`);
  }
}
