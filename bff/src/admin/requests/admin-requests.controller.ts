import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import { type AdminRequest, adminRequestListQuerySchema, type Page } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { AccountsClient, MatchingClient } from '../../clients/service-clients';
import { AdminSessionGuard } from '../session/admin-session.guard';

/**
 * The requests tab (read-only): one page of requests from the matching service, with their owners'
 * e-mails from the accounts service in one more call (never one per row).
 */
@Controller('api/admin/co-marketing-requests')
@UseGuards(AdminSessionGuard)
export class AdminRequestsController {
  constructor(
    @Inject(MatchingClient) private readonly matching: MatchingClient,
    @Inject(AccountsClient) private readonly accounts: AccountsClient,
  ) {}

  @Get()
  async list(@Query() query: unknown): Promise<Page<AdminRequest>> {
    const page = await this.matching.listRequests({ query: parseInput(adminRequestListQuerySchema, query) });
    const emails = page.rows.length
      ? await this.accounts.lookupEmails({ body: { ids: page.rows.map((row) => row.userId) } })
      : {};
    return { ...page, rows: page.rows.map((row) => ({ ...row, user: { email: emails[row.userId] ?? null } })) };
  }
}
