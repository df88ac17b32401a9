import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * What the owner wrote on the request form and the spec's client dropped (budget split, campaign
 * duration, additional requirements), and on each match side the other side's answer, so a decline
 * by either side can close the pair for both and say so. `partner_request` is the partner's request
 * as this side's owner sees it (a snapshot, like `partner`), on the side that did not file it.
 */
export class RequestDetailsAndPartnerAnswers1766100000000 implements MigrationInterface {
  name = 'RequestDetailsAndPartnerAnswers1766100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE matching.requests
        ADD COLUMN budget_split text NOT NULL DEFAULT '50-50',
        ADD COLUMN duration text,
        ADD COLUMN partner_requirements text`);
    await q.query(`
      ALTER TABLE matching.partner_matches
        ADD COLUMN partner_request jsonb,
        ADD COLUMN partner_status text,
        ADD COLUMN partner_response_message text,
        ADD COLUMN partner_response_date timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE matching.partner_matches
        DROP COLUMN partner_request, DROP COLUMN partner_status, DROP COLUMN partner_response_message, DROP COLUMN partner_response_date`);
    await q.query(`ALTER TABLE matching.requests DROP COLUMN budget_split, DROP COLUMN duration, DROP COLUMN partner_requirements`);
  }
}
