import { BadRequestException, Body, Controller, Get, HttpCode, HttpException, Inject, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import {
  type AutoMatches,
  autoMatchesSchema,
  type Business,
  businessSchema,
  createRequestSchema,
  type MarketingRequest,
  marketingRequestSchema,
  type OwnerGroup,
  ownerGroupSchema,
  type PartnerMatch,
  type PartnerMatchPage,
  partnerMatchPageQuerySchema,
  partnerMatchPageSchema,
  partnerMatchSchema,
  REQUEST_TEXT,
  respondToMatchSchema,
  unreadCountSchema,
} from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { z } from 'zod';
import { SignedInGuard } from '../auth/signed-in.guard';
import { AccountsClient, MatchingClient } from '../clients/service-clients';
import { PersonalReadCache } from '../personal-reads/personal-read-cache';
import { CurrentUser, type SessionUser } from '../session/session-user';

/**
 * Marketing requests and partner matches of the session's user. A request is always filed for the
 * user's own business (the spec's `businessId` must be it), never for "business 1".
 */
@Controller('api')
@UseGuards(SignedInGuard)
export class MatchingController {
  constructor(
    @Inject(AccountsClient) private readonly accounts: AccountsClient,
    @Inject(MatchingClient) private readonly matching: MatchingClient,
    private readonly reads: PersonalReadCache,
  ) {}

  @Post('co-marketing-requests')
  @HttpCode(201)
  async createRequest(@Body() body: unknown, @CurrentUser() user: SessionUser): Promise<MarketingRequest> {
    const request = parseInput(createRequestSchema, body);
    const business = await this.ownBusiness(user.id);
    if (request.businessId !== undefined && request.businessId !== null && request.businessId !== business.id) {
      throw new BadRequestException('The request must be for your own business profile');
    }
    return this.matching.request('POST', `/internal/users/${user.id}/requests`, { body: { request: { ...request, businessId: undefined }, requester: business }, schema: marketingRequestSchema });
  }

  @Get('auto-matches/:requestId')
  autoMatches(@Param('requestId') requestId: string, @CurrentUser() user: SessionUser): Promise<AutoMatches> {
    return this.matching.request('GET', `/internal/users/${user.id}/requests/${encodeURIComponent(requestId)}/auto-matches`, { schema: autoMatchesSchema });
  }

  @Get('partner-matches')
  partnerMatches(@CurrentUser() user: SessionUser): Promise<PartnerMatch[]> {
    return this.reads.read(user.id, 'partner-matches', () => this.matching.request('GET', `/internal/users/${user.id}/partner-matches`, { schema: z.array(partnerMatchSchema) }));
  }

  /** Ours: the partner matches screen a page at a time, filtered and counted by the matching service. */
  @Get('partner-matches/page')
  partnerMatchPage(@Query() query: unknown, @CurrentUser() user: SessionUser): Promise<PartnerMatchPage> {
    const { requestId, status, tab, search, page, pageSize } = parseInput(partnerMatchPageQuerySchema, query);
    return this.matching.request('GET', `/internal/users/${user.id}/partner-matches/page`, { query: { requestId, status, tab, search, page, pageSize }, schema: partnerMatchPageSchema });
  }

  /** The group partnerships the user's business is in, with the other members. */
  @Get('group-partnerships')
  groups(@CurrentUser() user: SessionUser): Promise<OwnerGroup[]> {
    return this.matching.request('GET', `/internal/users/${user.id}/groups`, { schema: z.array(ownerGroupSchema) });
  }

  @Get('partner-matches/unread-count')
  unreadCount(@CurrentUser() user: SessionUser) {
    return this.reads.read(user.id, 'partner-matches/unread-count', () => this.matching.request('GET', `/internal/users/${user.id}/partner-matches/unread-count`, { schema: unreadCountSchema }));
  }

  /** Ours: one match, for a link that opens its detail (the inbox's 'View details'). After the fixed paths above. */
  @Get('partner-matches/:id')
  partnerMatch(@Param('id') id: string, @CurrentUser() user: SessionUser): Promise<PartnerMatch> {
    return this.matching.request('GET', `/internal/users/${user.id}/partner-matches/${encodeURIComponent(id)}`, { schema: partnerMatchSchema });
  }

  @Put('partner-matches/:id/view')
  @HttpCode(200)
  view(@Param('id') id: string, @CurrentUser() user: SessionUser): Promise<PartnerMatch> {
    return this.matching.request('PUT', `/internal/users/${user.id}/partner-matches/${encodeURIComponent(id)}/view`, { schema: partnerMatchSchema });
  }

  @Put('partner-matches/:id/respond')
  @HttpCode(200)
  respond(@Param('id') id: string, @Body() body: unknown, @CurrentUser() user: SessionUser): Promise<PartnerMatch> {
    const { status, message } = parseInput(respondToMatchSchema, body);
    return this.matching.request('PUT', `/internal/users/${user.id}/partner-matches/${encodeURIComponent(id)}/respond`, { body: { status, message }, schema: partnerMatchSchema });
  }

  /** The user's business; without one the spec's "complete your business profile" path applies. */
  private async ownBusiness(userId: string): Promise<Business> {
    try {
      return await this.accounts.request('GET', `/internal/users/${userId}/business`, { schema: businessSchema });
    } catch (error) {
      if (error instanceof HttpException && error.getStatus() === 404) throw new BadRequestException({ message: REQUEST_TEXT.noBusiness, error: 'Business profile required' });
      throw error;
    }
  }
}
