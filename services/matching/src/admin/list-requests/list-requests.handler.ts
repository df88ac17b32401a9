import { Injectable } from '@nestjs/common';
import { type AdminRequest, type AdminRequestListQuery, type Page } from '@comarketing/contracts';
import { containsPattern, UnitOfWork } from '@comarketing/server-kit';
import { calendarDay, type RequestRow } from '../../marketing-requests/request.row';

const FILTERS: Record<AdminRequestListQuery['filter'], string | null> = { all: null, open: "status = 'open'", matched: "status = 'matched'", 'no-matches': "status = 'no-matches'" };

/** A request as the panel lists it; the owner's e-mail is the accounts service's to add. */
export type AdminRequestRow = Omit<AdminRequest, 'user'>;

/**
 * Every marketing request, paged on the server, filtered by status and searched by title or
 * business name (from the profile copy the request was filed with).
 */
@Injectable()
export class ListRequestsHandler {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  async execute(query: AdminRequestListQuery): Promise<Page<AdminRequestRow>> {
    const where: string[] = [];
    const params: unknown[] = [];
    const filter = FILTERS[query.filter];
    if (filter) where.push(filter);
    if (query.search) {
      params.push(containsPattern(query.search));
      where.push(`(lower(title) LIKE $${params.length} OR lower(requester->>'businessName') LIKE $${params.length})`);
    }
    const sql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const order = query.order === 'asc' ? 'ASC' : 'DESC';
    const db = this.unitOfWork.db;
    const [{ total }] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM matching.requests ${sql}`, params);
    const rows = await db.query<RequestRow>(
      `SELECT * FROM matching.requests ${sql} ORDER BY created_at ${order}, id ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, query.pageSize, (query.page - 1) * query.pageSize],
    );
    return { rows: rows.map(toAdminRequestRow), total, page: query.page, pageSize: query.pageSize };
  }
}

export function toAdminRequestRow(row: RequestRow): AdminRequestRow {
  const { requester } = row;
  const [primaryGoal = null, ...secondaryGoals] = row.goals;
  return {
    id: row.id,
    userId: row.user_id,
    title: row.title,
    business: { id: row.business_id, businessName: requester.businessName, location: requester.location ?? '', industry: requester.industry },
    campaignTypes: row.campaign_types,
    primaryGoal,
    secondaryGoals,
    budgetRange: { min: row.budget_min, max: row.budget_max, period: row.budget_period },
    startDate: calendarDay(row.start_date),
    endDate: calendarDay(row.end_date),
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
