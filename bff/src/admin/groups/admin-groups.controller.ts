import { Body, Controller, Get, HttpCode, Inject, Post, Query, UseGuards } from '@nestjs/common';
import { adminGroupListQuerySchema, type GroupPartnership, groupPartnershipRequestSchema, type Page } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { AccountsClient, MatchingClient } from '../../clients/service-clients';
import { AuditTrail } from '../audit/audit-trail';
import { findChosenBusiness } from '../businesses/find-business';
import { type AdminContext, AdminSessionGuard, CurrentAdmin } from '../session/admin-session.guard';

/** The Groups tab: group partnerships of 2 to 4 businesses (kept by the matching service). */
@Controller('api/admin/group-partnerships')
@UseGuards(AdminSessionGuard)
export class AdminGroupsController {
  constructor(
    @Inject(MatchingClient) private readonly matching: MatchingClient,
    @Inject(AccountsClient) private readonly accounts: AccountsClient,
    private readonly audit: AuditTrail,
  ) {}

  @Get()
  list(@Query() query: unknown): Promise<Page<GroupPartnership>> {
    return this.matching.listGroups({ query: parseInput(adminGroupListQuerySchema, query) });
  }

  @Post()
  @HttpCode(201)
  async create(@CurrentAdmin() admin: AdminContext, @Body() body: unknown): Promise<{ success: true; id: string; message: string }> {
    const input = parseInput(groupPartnershipRequestSchema, body);
    const members = await Promise.all(input.memberBusinessIds.map((id) => findChosenBusiness(this.accounts, id)));
    const target = { type: 'group' as const, id: input.name, label: input.name, subjectUserIds: members.map((m) => m.userId) };
    const { id } = await this.audit.record(admin, 'group.created', target, null, async () => {
      const created = await this.matching.createGroup({ body: input });
      return { result: created, after: { groupId: created.id, name: input.name, members: members.map((m) => ({ id: m.id, businessName: m.businessName })), adminNotes: input.adminNotes } };
    });
    return { success: true, id, message: `${input.name} brings together ${members.map((m) => m.businessName).join(', ')}; each owner has been told.` };
  }
}
