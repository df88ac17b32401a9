import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import { type AdminRequest, adminRequestListQuerySchema, adminRequestSchema, type Page, pageOf, userEmailsSchema } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { AccountsClient, MatchingClient } from '../../clients/service-clients';
import { AdminSessionGuard } from '../session/admin-session.guard';

const requestRowPage = pageOf(adminRequestSchema.omit({ user: true }));

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
    const page = await this.matching.request('GET', '/internal/admin/requests', { query: parseInput(adminRequestListQuerySchema, query), schema: requestRowPage });
    const emails = page.rows.length
      ? await this.accounts.request('POST', '/internal/admin/user-emails', { body: { ids: page.rows.map((row) => row.userId) }, schema: userEmailsSchema })
      : {};
    return { ...page, rows: page.rows.map((row) => ({ ...row, user: { email: emails[row.userId] ?? null } })) };
  }
}
