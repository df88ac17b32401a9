import { Body, Controller, Get, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { type AutoMatches, createRequestSchema, type MarketingRequest } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { SignedInGuard } from '../auth/signed-in.guard';
import { MatchingClient } from '../clients/service-clients';
import { CurrentUser, type SessionUser } from '../session/session-user';

/**
 * Filing a marketing request (the spec's co-marketing request) and reading the automatic matches
 * found for it. A request is always filed for the user's own business (the spec's `businessId` must
 * be it), never for "business 1": the matching service takes the business from its own read model
 * and refuses any other.
 */
@Controller('api')
@UseGuards(SignedInGuard)
export class MarketingRequestsController {
  constructor(@Inject(MatchingClient) private readonly matching: MatchingClient) {}

  @Post('co-marketing-requests')
  @HttpCode(201)
  createRequest(@Body() body: unknown, @CurrentUser() user: SessionUser): Promise<MarketingRequest> {
    const request = parseInput(createRequestSchema, body);
    // Longer than other calls: the service may wait a few seconds for a profile saved just before (create-request.handler.ts).
    return this.matching.createRequest({ params: { userId: user.id }, body: request }, { timeoutMs: 8_000 });
  }

  @Get('auto-matches/:requestId')
  autoMatches(@Param('requestId') requestId: string, @CurrentUser() user: SessionUser): Promise<AutoMatches> {
    return this.matching.getAutoMatches({ params: { userId: user.id, requestId } });
  }
}
