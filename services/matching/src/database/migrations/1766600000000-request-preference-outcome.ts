import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * What matching made of a request's partner industries, so its owner can be told when none of the
 * industries they asked for could be suggested (and why): `requests.preference` (null when the
 * request asks for none, or was matched before this was recorded), and on each kept candidate
 * whether it is in one of them (`auto_matches.preferred`). Requests matched before stay silent
 * about it rather than guess. An index on the request of each side of a pair answers "which of
 * these candidates became partner matches" without reading the owner's every match.
 */
export class RequestPreferenceOutcome1766600000000 implements MigrationInterface {
  name = 'RequestPreferenceOutcome1766600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE matching.requests ADD COLUMN preference jsonb`);
    await q.query(`ALTER TABLE matching.auto_matches ADD COLUMN preferred boolean NOT NULL DEFAULT false`);
    await q.query(`CREATE INDEX partner_matches_request_idx ON matching.partner_matches (request_id, partner_business_id) WHERE request_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX matching.partner_matches_request_idx`);
    await q.query(`ALTER TABLE matching.auto_matches DROP COLUMN preferred`);
    await q.query(`ALTER TABLE matching.requests DROP COLUMN preference`);
  }
}
