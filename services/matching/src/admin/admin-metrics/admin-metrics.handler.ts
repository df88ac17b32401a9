import { Injectable } from '@nestjs/common';
import { type AdminMetrics } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { ONE_ROW_PER_PAIR, PAIR_STATUS, PAIRS_FROM } from '../pair-status';

/** Pair states that count as a success (both sides accepted; approved and active pairs are accepted ones). */
const SUCCESSFUL = ['accepted'];
/** Pair states that have an outcome; pending ones are left out of the rate. */
const DECIDED = [...SUCCESSFUL, 'rejected', 'expired'];

/**
 * Matching's share of the admin dashboard, counted now: open requests, and matches as pairs (a
 * match between two businesses is stored as two rows, one per side; it is one match) by the pair's
 * state, as the Matches tab lists them, with the acceptance rate of pairs.
 */
@Injectable()
export class AdminMetricsHandler {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  async execute(): Promise<AdminMetrics['matching']> {
    const db = this.unitOfWork.db;
    const [[requests], statuses] = await Promise.all([
      db.query<{ open: number }>(`SELECT count(*)::int AS open FROM matching.requests WHERE status = 'open'`),
      db.query<{ status: string; count: number }>(`SELECT ${PAIR_STATUS} AS status, count(*)::int AS count FROM ${PAIRS_FROM} WHERE ${ONE_ROW_PER_PAIR} GROUP BY 1`),
    ]);
    const pairsByStatus = Object.fromEntries(statuses.map((row) => [row.status, row.count]));
    return { openRequests: requests.open, pairsByStatus, acceptanceRate: acceptanceRate(pairsByStatus) };
  }
}

/** Successful pairs over decided ones; null before anything was decided (not 0%, which would say "none accepted"). */
export function acceptanceRate(byStatus: Record<string, number>): number | null {
  const sum = (statuses: string[]) => statuses.reduce((total, status) => total + (byStatus[status] ?? 0), 0);
  const decided = sum(DECIDED);
  return decided === 0 ? null : sum(SUCCESSFUL) / decided;
}
