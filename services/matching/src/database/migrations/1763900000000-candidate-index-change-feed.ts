import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The change feed the in-memory candidate index reads (src/read-model/candidate-index): the id of
 * the transaction that last wrote each business, and a tombstone for each deleted one. Also lets
 * the consumer read a business's pair history from either side, and the auto-match answer find a
 * business's latest request.
 */
export class CandidateIndexChangeFeed1763900000000 implements MigrationInterface {
  name = 'CandidateIndexChangeFeed1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE matching.businesses ADD COLUMN changed_xid xid8 NOT NULL DEFAULT pg_current_xact_id()`);
    await q.query(`CREATE INDEX businesses_changed_idx ON matching.businesses (changed_xid)`);
    // Business ids are never reused, so a tombstone is final: it also stops a late, out-of-order
    // business.upserted from bringing a deleted business back. It holds no personal data.
    await q.query(`
      CREATE TABLE matching.business_tombstones (
        business_id uuid PRIMARY KEY,
        changed_xid xid8 NOT NULL DEFAULT pg_current_xact_id()
      )`);
    await q.query(`CREATE INDEX business_tombstones_changed_idx ON matching.business_tombstones (changed_xid)`);
    await q.query(`CREATE INDEX pair_history_b_idx ON matching.pair_history (business_b)`);
    // The auto-match answer shows each matched business's latest campaign.
    await q.query(`CREATE INDEX requests_business_idx ON matching.requests (business_id, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX matching.requests_business_idx`);
    await q.query(`DROP INDEX matching.pair_history_b_idx`);
    await q.query(`DROP TABLE matching.business_tombstones`);
    await q.query(`ALTER TABLE matching.businesses DROP COLUMN changed_xid`);
  }
}
