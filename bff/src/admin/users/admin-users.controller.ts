import { Body, Controller, Delete, ForbiddenException, Get, HttpCode, Inject, Param, ParseUUIDPipe, Put, Query, UseGuards } from '@nestjs/common';
import { type AdminUser, adminUserListQuerySchema, adminUserUpdateSchema, type Page, STAFF_REFUSAL_TEXT, type StaffChange, staffChangeRefusal } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { AccountsClient } from '../../clients/service-clients';
import { SessionRegistry } from '../../session/session-registry';
import { UserUploadsService } from '../../uploads/user-uploads.service';
import { type AuditTarget, AuditTrail } from '../audit/audit-trail';
import { AdminSessionStore } from '../session/admin-session.store';
import { type AdminContext, AdminSessionGuard, CurrentAdmin } from '../session/admin-session.guard';


/** The users tab: `GET/PUT/DELETE /api/admin/users...`, each change in the audit trail. */
@Controller('api/admin/users')
@UseGuards(AdminSessionGuard)
export class AdminUsersController {
  constructor(
    @Inject(AccountsClient) private readonly accounts: AccountsClient,
    private readonly audit: AuditTrail,
    private readonly ownerSessions: SessionRegistry,
    private readonly adminSessions: AdminSessionStore,
    private readonly uploads: UserUploadsService,
  ) {}

  @Get()
  list(@Query() query: unknown): Promise<Page<AdminUser>> {
    return this.accounts.listUsers({ query: parseInput(adminUserListQuerySchema, query) });
  }

  @Get(':id')
  get(@Param('id', ParseUUIDPipe) id: string): Promise<AdminUser> {
    return this.accounts.getAdminUser({ params: { userId: id } });
  }

  /**
   * Any of the edit form's fields. Deactivating, or taking the admin role away, ends that user's
   * sessions at once (owner and admin): their next call is refused. The rank rule is checked here
   * first (a refusal costs no call) and again by the accounts service, under the row's lock.
   */
  @Put(':id')
  async update(@CurrentAdmin() admin: AdminContext, @Param('id', ParseUUIDPipe) id: string, @Body() body: unknown): Promise<{ success: true; user: AdminUser }> {
    const changes = parseInput(adminUserUpdateSchema, body);
    const current = await this.get(id);
    const action = Object.keys(changes).length === 1 && changes.isActive !== undefined ? (changes.isActive ? 'user.activated' : 'user.deactivated') : 'user.updated';
    const target = this.target(current);
    const attempted = { ...current, ...changes };
    await this.refuseUnlessAllowed(admin, action, target, current, attempted, changes);
    const user = await this.audit.record(
      admin,
      action,
      target,
      current,
      async () => {
        const { after } = await this.accounts.updateUser({ params: { userId: id }, body: { actor: admin.actor, changes } });
        if (!after.isActive) await this.ownerSessions.endAll(id);
        if (!after.isActive || after.role !== current.role) await this.adminSessions.endAllOf(id);
        return { result: after, after };
      },
      attempted,
    );
    return { success: true, user };
  }

  /**
   * The same full erase as an owner's own account deletion: files, the user and their data
   * everywhere, sessions. The rank rule is checked before the files go (the accounts service
   * checks again, under the row's lock, before the erase).
   */
  @Delete(':id')
  @HttpCode(200)
  async delete(@CurrentAdmin() admin: AdminContext, @Param('id', ParseUUIDPipe) id: string): Promise<{ success: true }> {
    const current = await this.get(id);
    const target = this.target(current);
    await this.refuseUnlessAllowed(admin, 'user.deleted', target, current, null, 'erase');
    await this.audit.record(admin, 'user.deleted', target, current, async () => {
      await this.uploads.deleteUserUploads(id);
      await this.accounts.eraseUser({ params: { userId: id }, body: { actor: admin.actor } });
      await this.ownerSessions.endAll(id);
      await this.adminSessions.endAllOf(id);
      return { result: undefined, after: null };
    });
    return { success: true };
  }

  /** 403 with the rule's sentence, on record as 'refused' with what was attempted. */
  private async refuseUnlessAllowed(admin: AdminContext, action: string, target: AuditTarget, current: AdminUser, attempted: AdminUser | null, change: StaffChange): Promise<void> {
    const refusal = staffChangeRefusal(admin.actor, current, change);
    if (!refusal) return;
    await this.audit.refused(admin, action, target, current, attempted, STAFF_REFUSAL_TEXT[refusal]);
    throw new ForbiddenException({ message: STAFF_REFUSAL_TEXT[refusal], refusal });
  }

  private target(user: AdminUser): AuditTarget {
    return { type: 'user', id: user.id, label: user.email, subjectUserIds: [user.id] };
  }
}
