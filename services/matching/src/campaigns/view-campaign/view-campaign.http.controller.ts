import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { type Campaign } from '@comarketing/contracts';
import { ViewCampaignHandler } from './view-campaign.handler';

@Controller('internal/users/:userId/campaigns')
export class ViewCampaignHttpController {
  constructor(private readonly handler: ViewCampaignHandler) {}

  @Get(':id')
  view(@Param('userId', ParseUUIDPipe) userId: string, @Param('id') id: string): Promise<Campaign> {
    return this.handler.execute(userId, id);
  }
}
