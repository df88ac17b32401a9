import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { type CampaignList } from '@comarketing/contracts';
import { ListCampaignsHandler } from './list-campaigns.handler';

@Controller('internal/users/:userId/campaigns')
export class ListCampaignsHttpController {
  constructor(private readonly handler: ListCampaignsHandler) {}

  @Get()
  list(@Param('userId', ParseUUIDPipe) userId: string): Promise<CampaignList> {
    return this.handler.execute(userId);
  }
}
