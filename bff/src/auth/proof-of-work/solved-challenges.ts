import { type RateLimitQuery } from '@comarketing/server-kit';
import { SOLVED_CHALLENGES_TABLE } from '../../database/migrations/1766400000000-proof-of-work-solutions';
import { type SolvedChallenges } from './proof-of-work';

const PRUNE_EVERY_MS = 60_000;

/** Solved challenges in PostgreSQL (bff.proof_of_work_solutions), shared by every instance. */
export class PostgresSolvedChallenges implements SolvedChallenges {
  private lastPrune = 0;

  constructor(
    private readonly query: RateLimitQuery,
    private readonly clock: () => number = Date.now,
  ) {}

  async markUsed(signature: string, expiresAt: Date): Promise<boolean> {
    const now = this.clock();
    if (now - this.lastPrune >= PRUNE_EVERY_MS) {
      this.lastPrune = now;
      await this.query(`DELETE FROM ${SOLVED_CHALLENGES_TABLE} WHERE expires_at < $1`, [new Date(now)]);
    }
    const inserted = await this.query(`INSERT INTO ${SOLVED_CHALLENGES_TABLE} (signature, expires_at) VALUES ($1, $2) ON CONFLICT (signature) DO NOTHING RETURNING signature`, [signature, expiresAt]);
    return inserted.length === 1;
  }
}
