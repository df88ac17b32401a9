import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put, UseGuards } from '@nestjs/common';
import {
  type Campaign,
  campaignCommitmentsSchema,
  type CampaignList,
  campaignOutcomeSchema,
  campaignPlanSchema,
  campaignResultsSchema,
  endCampaignSchema,
  redeemVoucherSchema,
} from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { SignedInGuard } from '../auth/signed-in.guard';
import { MatchingClient } from '../clients/service-clients';
import { CurrentUser, type SessionUser } from '../session/session-user';

/**
 * The session user's campaigns (owned by the matching service). The owner is always the session's;
 * the matching service answers 404 for a campaign they are no partner of.
 */
@Controller('api/campaigns')
@UseGuards(SignedInGuard)
export class CampaignsController {
  constructor(@Inject(MatchingClient) private readonly matching: MatchingClient) {}

  /** The owner's campaigns with the page's and the dashboard's figures. */
  @Get()
  list(@CurrentUser() user: SessionUser): Promise<CampaignList> {
    return this.matching.listCampaigns({ params: { userId: user.id } });
  }

  @Get(':id')
  view(@Param('id') id: string, @CurrentUser() user: SessionUser): Promise<Campaign> {
    return this.matching.viewCampaign({ params: { userId: user.id, id } });
  }

  @Put(':id/plan')
  @HttpCode(200)
  plan(@Param('id') id: string, @Body() body: unknown, @CurrentUser() user: SessionUser): Promise<Campaign> {
    return this.matching.planCampaign({ params: { userId: user.id, id }, body: parseInput(campaignPlanSchema, body) });
  }

  @Put(':id/commitments')
  @HttpCode(200)
  commitments(@Param('id') id: string, @Body() body: unknown, @CurrentUser() user: SessionUser): Promise<Campaign> {
    return this.matching.setCampaignCommitments({ params: { userId: user.id, id }, body: parseInput(campaignCommitmentsSchema, body) });
  }

  @Put(':id/confirm')
  @HttpCode(200)
  confirm(@Param('id') id: string, @CurrentUser() user: SessionUser): Promise<Campaign> {
    return this.matching.confirmCampaign({ params: { userId: user.id, id } });
  }

  @Put(':id/results')
  @HttpCode(200)
  results(@Param('id') id: string, @Body() body: unknown, @CurrentUser() user: SessionUser): Promise<Campaign> {
    return this.matching.recordCampaignResults({ params: { userId: user.id, id }, body: parseInput(campaignResultsSchema, body) });
  }

  @Post(':id/redemptions')
  @HttpCode(200)
  redeem(@Param('id') id: string, @Body() body: unknown, @CurrentUser() user: SessionUser): Promise<Campaign> {
    return this.matching.redeemVoucher({ params: { userId: user.id, id }, body: parseInput(redeemVoucherSchema, body) });
  }

  @Post(':id/end')
  @HttpCode(200)
  end(@Param('id') id: string, @Body() body: unknown, @CurrentUser() user: SessionUser): Promise<Campaign> {
    return this.matching.endCampaign({ params: { userId: user.id, id }, body: parseInput(endCampaignSchema, body) });
  }

  /** A completed campaign's outcome note, added or rewritten by either partner. */
  @Put(':id/outcome')
  @HttpCode(200)
  outcome(@Param('id') id: string, @Body() body: unknown, @CurrentUser() user: SessionUser): Promise<Campaign> {
    return this.matching.writeOutcomeNote({ params: { userId: user.id, id }, body: parseInput(campaignOutcomeSchema, body) });
  }
}
