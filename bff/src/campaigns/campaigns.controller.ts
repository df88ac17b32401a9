import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put, UseGuards } from '@nestjs/common';
import {
  type Campaign,
  campaignCommitmentsSchema,
  type CampaignList,
  campaignListSchema,
  campaignOutcomeSchema,
  campaignPlanSchema,
  campaignResultsSchema,
  campaignSchema,
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
    return this.matching.request('GET', `/internal/users/${user.id}/campaigns`, { schema: campaignListSchema });
  }

  @Get(':id')
  view(@Param('id') id: string, @CurrentUser() user: SessionUser): Promise<Campaign> {
    return this.matching.request('GET', this.path(user, id), { schema: campaignSchema });
  }

  @Put(':id/plan')
  @HttpCode(200)
  plan(@Param('id') id: string, @Body() body: unknown, @CurrentUser() user: SessionUser): Promise<Campaign> {
    return this.matching.request('PUT', this.path(user, id, 'plan'), { body: parseInput(campaignPlanSchema, body), schema: campaignSchema });
  }

  @Put(':id/commitments')
  @HttpCode(200)
  commitments(@Param('id') id: string, @Body() body: unknown, @CurrentUser() user: SessionUser): Promise<Campaign> {
    return this.matching.request('PUT', this.path(user, id, 'commitments'), { body: parseInput(campaignCommitmentsSchema, body), schema: campaignSchema });
  }

  @Put(':id/confirm')
  @HttpCode(200)
  confirm(@Param('id') id: string, @CurrentUser() user: SessionUser): Promise<Campaign> {
    return this.matching.request('PUT', this.path(user, id, 'confirm'), { schema: campaignSchema });
  }

  @Put(':id/results')
  @HttpCode(200)
  results(@Param('id') id: string, @Body() body: unknown, @CurrentUser() user: SessionUser): Promise<Campaign> {
    return this.matching.request('PUT', this.path(user, id, 'results'), { body: parseInput(campaignResultsSchema, body), schema: campaignSchema });
  }

  @Post(':id/redemptions')
  @HttpCode(200)
  redeem(@Param('id') id: string, @Body() body: unknown, @CurrentUser() user: SessionUser): Promise<Campaign> {
    return this.matching.request('POST', this.path(user, id, 'redemptions'), { body: parseInput(redeemVoucherSchema, body), schema: campaignSchema });
  }

  @Post(':id/end')
  @HttpCode(200)
  end(@Param('id') id: string, @Body() body: unknown, @CurrentUser() user: SessionUser): Promise<Campaign> {
    return this.matching.request('POST', this.path(user, id, 'end'), { body: parseInput(endCampaignSchema, body), schema: campaignSchema });
  }

  /** A completed campaign's outcome note, added or rewritten by either partner. */
  @Put(':id/outcome')
  @HttpCode(200)
  outcome(@Param('id') id: string, @Body() body: unknown, @CurrentUser() user: SessionUser): Promise<Campaign> {
    return this.matching.request('PUT', this.path(user, id, 'outcome'), { body: parseInput(campaignOutcomeSchema, body), schema: campaignSchema });
  }

  private path(user: SessionUser, id: string, action?: string): string {
    return `/internal/users/${user.id}/campaigns/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;
  }
}
