import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Whose words a campaign's outcome note is: the business of the partner who last wrote it. A
 * partner whose business is erased takes a note they wrote with them; a note written before this
 * column has no known author, and erasure takes it too rather than risk leaving their words.
 */
export class CampaignOutcomeNoteAuthor1766400000000 implements MigrationInterface {
  name = 'CampaignOutcomeNoteAuthor1766400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE matching.campaigns ADD COLUMN outcome_note_by uuid`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE matching.campaigns DROP COLUMN IF EXISTS outcome_note_by`);
  }
}
