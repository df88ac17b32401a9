import { Body, Controller, Param, ParseUUIDPipe } from '@nestjs/common';
import { type Campaign, matchingApi } from '@comarketing/contracts';
import { InternalEndpoint, parseInput } from '@comarketing/server-kit';
import { PlanCampaignHandler } from './plan-campaign.handler';

const { planCampaign, setCampaignCommitments, confirmCampaign } = matchingApi.routes;

@Controller()
export class PlanCampaignHttpController {
  constructor(private readonly handler: PlanCampaignHandler) {}

  @InternalEndpoint(planCampaign)
  plan(@Param('userId', ParseUUIDPipe) userId: string, @Param('id') id: string, @Body() body: unknown): Promise<Campaign> {
    return this.handler.setPlan(userId, id, parseInput(planCampaign.body, body));
  }

  @InternalEndpoint(setCampaignCommitments)
  commitments(@Param('userId', ParseUUIDPipe) userId: string, @Param('id') id: string, @Body() body: unknown): Promise<Campaign> {
    return this.handler.setCommitments(userId, id, parseInput(setCampaignCommitments.body, body));
  }

  @InternalEndpoint(confirmCampaign)
  confirm(@Param('userId', ParseUUIDPipe) userId: string, @Param('id') id: string): Promise<Campaign> {
    return this.handler.confirm(userId, id);
  }
}
