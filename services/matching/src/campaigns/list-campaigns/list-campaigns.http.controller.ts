import { Controller, Param, ParseUUIDPipe } from '@nestjs/common';
import { type CampaignList, matchingApi } from '@comarketing/contracts';
import { InternalEndpoint } from '@comarketing/server-kit';
import { ListCampaignsHandler } from './list-campaigns.handler';

@Controller()
export class ListCampaignsHttpController {
  constructor(private readonly handler: ListCampaignsHandler) {}

  @InternalEndpoint(matchingApi.routes.listCampaigns)
  list(@Param('userId', ParseUUIDPipe) userId: string): Promise<CampaignList> {
    return this.handler.execute(userId);
  }
}
