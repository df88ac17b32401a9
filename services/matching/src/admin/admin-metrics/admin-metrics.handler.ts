import { Injectable } from '@nestjs/common';
import { type AdminMetrics } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';

/** Statuses that count as a success (specification: accepted, approved and active). */
const SUCCESSFUL = ['accepted', 'approved', 'active'];
/** Statuses that have an outcome; pending ones are left out of the rate. */
const DECIDED = [...SUCCESSFUL, 'rejected', 'expired'];

/**
 * Matching's share of the admin dashboard, counted now: open requests, and partner matches by
 * status (each side of a pair is a match, as each owner sees it) with the acceptance rate.
 */
@Injectable()
export class AdminMetricsHandler {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  async execute(): Promise<AdminMetrics['matching']> {
    const db = this.unitOfWork.db;
    const [[requests], statuses] = await Promise.all([
      db.query<{ open: number }>(`SELECT count(*)::int AS open FROM matching.requests WHERE status = 'open'`),
      db.query<{ status: string; count: number }>(`SELECT status, count(*)::int AS count FROM matching.partner_matches GROUP BY status`),
    ]);
    const matchesByStatus = Object.fromEntries(statuses.map((row) => [row.status, row.count]));
    return { openRequests: requests.open, matchesByStatus, acceptanceRate: acceptanceRate(matchesByStatus) };
  }
}

/** Successful over decided; null before anything was decided (not 0%, which would say "none accepted"). */
export function acceptanceRate(byStatus: Record<string, number>): number | null {
  const sum = (statuses: string[]) => statuses.reduce((total, status) => total + (byStatus[status] ?? 0), 0);
  const decided = sum(DECIDED);
  return decided === 0 ? null : sum(SUCCESSFUL) / decided;
}
