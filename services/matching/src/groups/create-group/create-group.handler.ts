import { Injectable } from '@nestjs/common';
import { type GroupPartnershipRequest } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { BusinessRepository } from '../../read-model/business.repository';
import { PairBusinessNotFound } from '../../admin/admin.errors';
import { StartCampaignHandler } from '../../campaigns/start-campaign/start-campaign.handler';
import { GroupRepository } from '../group.repository';

/**
 * A group partnership staff put together: 2 to 4 distinct businesses that exist in matching,
 * stored with how each appears to the others, and announced as `group.created` (every member's
 * owner is notified). Groups have no accept step, so the group's draft campaign is made with it.
 */
@Injectable()
export class CreateGroupHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly businesses: BusinessRepository,
    private readonly groups: GroupRepository,
    private readonly startCampaign: StartCampaignHandler,
  ) {}

  execute(input: GroupPartnershipRequest): Promise<{ id: string }> {
    return this.unitOfWork.run(async (tx) => {
      // Held against an erasure of any member until this commits.
      await this.businesses.lock(tx, input.memberBusinessIds, 'shared');
      const facts = await this.businesses.factsOf(tx, input.memberBusinessIds);
      if (facts.size !== input.memberBusinessIds.length) throw new PairBusinessNotFound();
      const members = input.memberBusinessIds.map((id) => {
        const f = facts.get(id)!;
        return { business_id: id, user_id: f.userId, business: { businessName: f.businessName, industry: f.industry, location: f.location ?? '' } };
      });
      const id = await this.groups.create(tx, { name: input.name, description: input.description, adminNotes: input.adminNotes, members });
      tx.emit('group.created', { groupId: id, name: input.name, members: members.map((m) => ({ userId: m.user_id, businessId: m.business_id, businessName: m.business.businessName })) });
      await this.startCampaign.fromGroup(tx, { groupId: id, name: input.name, description: input.description, members });
      return { id };
    });
  }
}
