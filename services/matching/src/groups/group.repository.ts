import { Injectable } from '@nestjs/common';
import { type GroupPartnership } from '@comarketing/contracts';
import { type SqlExecutor } from '@comarketing/messaging';

export interface GroupMemberRow {
  business_id: string;
  user_id: string;
  business: { businessName: string; industry: string; location: string };
}

interface GroupRow {
  id: string;
  name: string;
  description: string | null;
  admin_notes: string | null;
  created_at: Date;
  members: GroupMemberRow[];
}

const WITH_MEMBERS = `SELECT g.*, (SELECT jsonb_agg(jsonb_build_object('business_id', m.business_id, 'user_id', m.user_id, 'business', m.business) ORDER BY m.business->>'businessName')
  FROM matching.group_members m WHERE m.group_id = g.id) AS members FROM matching.group_partnerships g`;

/** `matching.group_partnerships` and their members. */
@Injectable()
export class GroupRepository {
  async create(db: SqlExecutor, group: { name: string; description: string | null; adminNotes: string | null; members: GroupMemberRow[] }): Promise<string> {
    const [{ id }] = await db.query<{ id: string }>(`INSERT INTO matching.group_partnerships (name, description, admin_notes) VALUES ($1, $2, $3) RETURNING id`, [group.name, group.description, group.adminNotes]);
    await db.query(
      `INSERT INTO matching.group_members (group_id, business_id, user_id, business)
       SELECT $1, m.business_id, m.user_id, m.business FROM jsonb_to_recordset($2::jsonb) AS m(business_id uuid, user_id uuid, business jsonb)`,
      [id, JSON.stringify(group.members)],
    );
    return id;
  }

  async page(db: SqlExecutor, page: number, pageSize: number, order: 'asc' | 'desc'): Promise<{ rows: GroupRow[]; total: number }> {
    const direction = order === 'asc' ? 'ASC' : 'DESC';
    const [{ total }] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM matching.group_partnerships`);
    const rows = await db.query<GroupRow>(`${WITH_MEMBERS} ORDER BY g.created_at ${direction}, g.id ${direction} LIMIT $1 OFFSET $2`, [pageSize, (page - 1) * pageSize]);
    return { rows, total };
  }

  /** The groups one of this user's businesses is in, newest first. */
  forUser(db: SqlExecutor, userId: string): Promise<GroupRow[]> {
    return db.query<GroupRow>(`${WITH_MEMBERS} WHERE g.id IN (SELECT group_id FROM matching.group_members WHERE user_id = $1) ORDER BY g.created_at DESC LIMIT 50`, [userId]);
  }
}

export function toGroupPartnership(row: GroupRow): GroupPartnership {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    adminNotes: row.admin_notes,
    members: (row.members ?? []).map((m) => ({ businessId: m.business_id, businessName: m.business.businessName, industry: m.business.industry, location: m.business.location })),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export type { GroupRow };
