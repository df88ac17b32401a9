import { type MigrationInterface, type QueryRunner } from 'typeorm';

export const SOLVED_CHALLENGES_TABLE = 'bff.proof_of_work_solutions';

/**
 * The proofs of work already accepted (by the challenge's signature), until their challenge
 * expires: each is accepted once, by whichever BFF instance sees it first. Pruned as they expire.
 */
export class ProofOfWorkSolutions1766400000000 implements MigrationInterface {
  name = 'ProofOfWorkSolutions1766400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE IF NOT EXISTS ${SOLVED_CHALLENGES_TABLE} (signature text PRIMARY KEY, expires_at timestamptz NOT NULL)`);
    await q.query(`CREATE INDEX IF NOT EXISTS proof_of_work_solutions_expires_idx ON ${SOLVED_CHALLENGES_TABLE} (expires_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS ${SOLVED_CHALLENGES_TABLE}`);
  }
}
