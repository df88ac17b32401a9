import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Put } from '@nestjs/common';
import { type Campaign, campaignCommitmentsSchema, campaignPlanSchema } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { PlanCampaignHandler } from './plan-campaign.handler';

@Controller('internal/users/:userId/campaigns')
export class PlanCampaignHttpController {
  constructor(private readonly handler: PlanCampaignHandler) {}

  @Put(':id/plan')
  @HttpCode(200)
  plan(@Param('userId', ParseUUIDPipe) userId: string, @Param('id') id: string, @Body() body: unknown): Promise<Campaign> {
    return this.handler.setPlan(userId, id, parseInput(campaignPlanSchema, body));
  }

  @Put(':id/commitments')
  @HttpCode(200)
  commitments(@Param('userId', ParseUUIDPipe) userId: string, @Param('id') id: string, @Body() body: unknown): Promise<Campaign> {
    return this.handler.setCommitments(userId, id, parseInput(campaignCommitmentsSchema, body));
  }

  @Put(':id/confirm')
  @HttpCode(200)
  confirm(@Param('userId', ParseUUIDPipe) userId: string, @Param('id') id: string): Promise<Campaign> {
    return this.handler.confirm(userId, id);
  }
}
