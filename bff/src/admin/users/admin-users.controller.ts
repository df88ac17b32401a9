import { Body, Controller, Delete, ForbiddenException, Get, HttpCode, Inject, Param, ParseUUIDPipe, Put, Query, UseGuards } from '@nestjs/common';
import { ADMIN_TEXT, type AdminUser, adminUserChangeSchema, guardedTargetRefusal, adminUserListQuerySchema, adminUserPageSchema, adminUserSchema, adminUserUpdateSchema, type Page } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { AccountsClient } from '../../clients/service-clients';
import { SessionRegistry } from '../../session/session-registry';
import { UserUploadsService } from '../../uploads/user-uploads.service';
import { AuditTrail } from '../audit/audit-trail';
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
    return this.accounts.request('GET', '/internal/admin/users', { query: parseInput(adminUserListQuerySchema, query), schema: adminUserPageSchema });
  }

  @Get(':id')
  get(@Param('id', ParseUUIDPipe) id: string): Promise<AdminUser> {
    return this.accounts.request('GET', `/internal/admin/users/${id}`, { schema: adminUserSchema });
  }

  /**
   * Any of the edit form's fields. Deactivating, or taking the admin role away, ends that user's
   * sessions at once (owner and admin): their next call is refused.
   */
  @Put(':id')
  async update(@CurrentAdmin() admin: AdminContext, @Param('id', ParseUUIDPipe) id: string, @Body() body: unknown): Promise<{ success: true; user: AdminUser }> {
    const changes = parseInput(adminUserUpdateSchema, body);
    const current = await this.get(id);
    const action = Object.keys(changes).length === 1 && changes.isActive !== undefined ? (changes.isActive ? 'user.activated' : 'user.deactivated') : 'user.updated';
    const user = await this.audit.record(admin, action, { type: 'user', id, label: current.email, subjectUserIds: [id] }, current, async () => {
      const { after } = await this.accounts.request('PUT', `/internal/admin/users/${id}`, { body: { actor: admin.actor, changes }, schema: adminUserChangeSchema, userCredentials: true });
      if (!after.isActive) await this.ownerSessions.endAll(id);
      if (!after.isActive || after.role !== current.role) await this.adminSessions.endAllOf(id);
      return { result: after, after };
    });
    return { success: true, user };
  }

  /** The same full erase as an owner's own account deletion: files, the user and their data everywhere, sessions. */
  @Delete(':id')
  @HttpCode(200)
  async delete(@CurrentAdmin() admin: AdminContext, @Param('id', ParseUUIDPipe) id: string): Promise<{ success: true }> {
    const current = await this.get(id);
    // Checked here too, before the files go (the accounts service checks again before the erase).
    const refusal = guardedTargetRefusal(admin.actor, current);
    if (refusal) throw new ForbiddenException(refusal === 'self' ? ADMIN_TEXT.self : ADMIN_TEXT.superAdminTarget);
    await this.audit.record(admin, 'user.deleted', { type: 'user', id, label: current.email, subjectUserIds: [id] }, current, async () => {
      await this.uploads.deleteUserUploads(id);
      await this.accounts.request('POST', `/internal/admin/users/${id}/erase`, { body: { actor: admin.actor }, schema: adminUserSchema, userCredentials: true });
      await this.ownerSessions.endAll(id);
      await this.adminSessions.endAllOf(id);
      return { result: undefined, after: null };
    });
    return { success: true };
  }
}
