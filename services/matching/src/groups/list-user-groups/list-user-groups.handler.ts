import { Injectable } from '@nestjs/common';
import { type OwnerGroup } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { GroupRepository, toGroupPartnership } from '../group.repository';

/** The group partnerships an owner's business is in, with the other members (staff's notes stay staff's). */
@Injectable()
export class ListUserGroupsHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly groups: GroupRepository,
  ) {}

  async execute(userId: string): Promise<OwnerGroup[]> {
    const rows = await this.groups.forUser(this.unitOfWork.db, userId);
    return rows.map((row) => {
      const { adminNotes: _staffOnly, ...group } = toGroupPartnership(row);
      const mine = new Set(row.members.filter((m) => m.user_id === userId).map((m) => m.business_id));
      return { ...group, members: group.members.map((member) => ({ ...member, isYours: mine.has(member.businessId) })) };
    });
  }
}
