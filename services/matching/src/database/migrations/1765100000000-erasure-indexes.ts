import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Erasing a user or a business finds the rows that name them from the other side: the matches
 * where they are the partner, and their place among other requests' candidates.
 */
export class ErasureIndexes1765100000000 implements MigrationInterface {
  name = 'ErasureIndexes1765100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX partner_matches_partner_user_idx ON matching.partner_matches (partner_user_id)`);
    await q.query(`CREATE INDEX partner_matches_business_idx ON matching.partner_matches (business_id)`);
    await q.query(`CREATE INDEX partner_matches_partner_business_idx ON matching.partner_matches (partner_business_id)`);
    await q.query(`CREATE INDEX auto_matches_business_idx ON matching.auto_matches (business_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const index of ['auto_matches_business_idx', 'partner_matches_partner_business_idx', 'partner_matches_business_idx', 'partner_matches_partner_user_idx']) {
      await q.query(`DROP INDEX matching.${index}`);
    }
  }
}
