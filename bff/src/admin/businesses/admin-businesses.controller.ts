import { Body, Controller, Delete, Get, HttpCode, Inject, Param, ParseUUIDPipe, Put, Query, UseGuards } from '@nestjs/common';
import {
  type AdminBusiness,
  adminBusinessListQuerySchema,
  businessVerificationSchema,
  businessVerifyLegacySchema,
  type Page,
} from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { AccountsClient } from '../../clients/service-clients';
import { AuditTrail } from '../audit/audit-trail';
import { type AdminContext, AdminSessionGuard, CurrentAdmin } from '../session/admin-session.guard';

/**
 * The businesses tab: `GET /api/admin/businesses`, verification (both of the spec's routes) and
 * deletion. Another admin's business needs a super admin (`staffBusinessRefusal`): the accounts
 * service judges it with the owner's row locked, and its 403 is on record as 'refused'. Nothing
 * happens here before that call, so the BFF does not check first.
 */
@Controller('api/admin/businesses')
@UseGuards(AdminSessionGuard)
export class AdminBusinessesController {
  constructor(
    @Inject(AccountsClient) private readonly accounts: AccountsClient,
    private readonly audit: AuditTrail,
  ) {}

  @Get()
  list(@Query() query: unknown): Promise<Page<AdminBusiness>> {
    return this.accounts.listBusinesses({ query: parseInput(adminBusinessListQuerySchema, query) });
  }

  @Put(':id/verification')
  verification(@CurrentAdmin() admin: AdminContext, @Param('id', ParseUUIDPipe) id: string, @Body() body: unknown): Promise<{ success: true; business: AdminBusiness }> {
    return this.setVerified(admin, id, parseInput(businessVerificationSchema, body).isVerified);
  }

  /** The spec's older route (`{ verified }`), behind the same admin session as every other. */
  @Put(':id/verify')
  verify(@CurrentAdmin() admin: AdminContext, @Param('id', ParseUUIDPipe) id: string, @Body() body: unknown): Promise<{ success: true; business: AdminBusiness }> {
    return this.setVerified(admin, id, parseInput(businessVerifyLegacySchema, body).verified);
  }

  @Delete(':id')
  @HttpCode(200)
  async delete(@CurrentAdmin() admin: AdminContext, @Param('id', ParseUUIDPipe) id: string): Promise<{ success: true }> {
    const current = await this.get(id);
    await this.audit.record(admin, 'business.deleted', this.target(current), current, async () => {
      await this.accounts.deleteBusiness({ params: { businessId: id }, body: { actor: admin.actor } });
      return { result: undefined, after: null };
    });
    return { success: true };
  }

  private async setVerified(admin: AdminContext, id: string, isVerified: boolean): Promise<{ success: true; business: AdminBusiness }> {
    const current = await this.get(id);
    const business = await this.audit.record(admin, isVerified ? 'business.verified' : 'business.unverified', this.target(current), current, async () => {
      const { after } = await this.accounts.verifyBusiness({ params: { businessId: id }, body: { actor: admin.actor, isVerified } });
      return { result: after, after };
    }, { ...current, isVerified });
    return { success: true, business };
  }

  private get(id: string): Promise<AdminBusiness> {
    return this.accounts.getAdminBusiness({ params: { businessId: id } });
  }

  private target(business: AdminBusiness) {
    return { type: 'business' as const, id: business.id, label: business.businessName, subjectUserIds: [business.userId] };
  }
}
