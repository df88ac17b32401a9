import { Injectable } from '@nestjs/common';
import { type AdminMatch, type AdminMatchListQuery, type Page } from '@comarketing/contracts';
import { containsPattern, UnitOfWork } from '@comarketing/server-kit';
import { type PartnerMatchRow } from '../../matches/partner-match.row';
import { ONE_ROW_PER_PAIR, PAIR_STATUS, PAIRS_FROM } from '../pair-status';


type Row = PartnerMatchRow & { b_status: PartnerMatchRow['status']; b_response_date: Date | null; b_partner: PartnerMatchRow['partner']; pair_status: AdminMatch['status'] };

/**
 * Every pair, once (side A is the one whose business id sorts first), paged on the server, filtered
 * by the pair's state and the match type, searched by either business's name.
 */
@Injectable()
export class ListMatchesHandler {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  async execute(query: AdminMatchListQuery): Promise<Page<AdminMatch>> {
    const where = [ONE_ROW_PER_PAIR];
    const params: unknown[] = [];
    const add = (sql: (n: number) => string, value: unknown) => {
      params.push(value);
      where.push(sql(params.length));
    };
    if (query.filter !== 'all') add((n) => `(${PAIR_STATUS}) = $${n}`, query.filter);
    if (query.type !== 'all') add((n) => `a.match_type = $${n}`, query.type);
    if (query.search) add((n) => `(lower(a.partner->>'businessName') LIKE $${n} OR lower(b.partner->>'businessName') LIKE $${n})`, containsPattern(query.search));
    const from = `FROM ${PAIRS_FROM} WHERE ${where.join(' AND ')}`;
    const order = query.order === 'asc' ? 'ASC' : 'DESC';
    const sort = query.sort === 'matchScore' ? 'a.match_score' : 'a.created_at';
    const db = this.unitOfWork.db;
    const [{ total }] = await db.query<{ total: number }>(`SELECT count(*)::int AS total ${from}`, params);
    const rows = await db.query<Row>(
      `SELECT a.*, b.status AS b_status, b.response_date AS b_response_date, b.partner AS b_partner, ${PAIR_STATUS} AS pair_status ${from}
       ORDER BY ${sort} ${order}, a.id ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, query.pageSize, (query.page - 1) * query.pageSize],
    );
    return { rows: rows.map(toAdminMatch), total, page: query.page, pageSize: query.pageSize };
  }
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function toAdminMatch(row: Row): AdminMatch {
  return {
    id: row.pair_id,
    requestId: row.request_id,
    // Each side's row describes the other business: A's name is on B's row.
    businessA: { businessId: row.business_id, businessName: row.b_partner.businessName, industry: row.b_partner.industry, location: row.b_partner.location, status: row.status, responseDate: iso(row.response_date) },
    businessB: { businessId: row.partner_business_id, businessName: row.partner.businessName, industry: row.partner.industry, location: row.partner.location, status: row.b_status, responseDate: iso(row.b_response_date) },
    status: row.pair_status,
    matchScore: row.match_score,
    matchReasons: row.match_reasons,
    matchType: row.match_type,
    priority: row.priority,
    adminNotes: row.admin_notes,
    expiresAt: iso(row.expires_at),
    createdAt: iso(row.created_at)!,
  };
}
