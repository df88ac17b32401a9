import { Controller, Param, ParseUUIDPipe } from '@nestjs/common';
import { type Campaign, matchingApi } from '@comarketing/contracts';
import { InternalEndpoint } from '@comarketing/server-kit';
import { ViewCampaignHandler } from './view-campaign.handler';

@Controller()
export class ViewCampaignHttpController {
  constructor(private readonly handler: ViewCampaignHandler) {}

  @InternalEndpoint(matchingApi.routes.viewCampaign)
  view(@Param('userId', ParseUUIDPipe) userId: string, @Param('id') id: string): Promise<Campaign> {
    return this.handler.execute(userId, id);
  }
}
