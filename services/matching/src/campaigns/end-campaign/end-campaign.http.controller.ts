import { Body, Controller, Param, ParseUUIDPipe } from '@nestjs/common';
import { type Campaign, matchingApi } from '@comarketing/contracts';
import { InternalEndpoint, parseInput } from '@comarketing/server-kit';
import { EndCampaignHandler } from './end-campaign.handler';

const route = matchingApi.routes.endCampaign;

@Controller()
export class EndCampaignHttpController {
  constructor(private readonly handler: EndCampaignHandler) {}

  @InternalEndpoint(route)
  end(@Param('userId', ParseUUIDPipe) userId: string, @Param('id') id: string, @Body() body: unknown): Promise<Campaign> {
    return this.handler.execute(userId, id, parseInput(route.body, body));
  }
}
