import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { type Campaign, endCampaignSchema } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { EndCampaignHandler } from './end-campaign.handler';

@Controller('internal/users/:userId/campaigns')
export class EndCampaignHttpController {
  constructor(private readonly handler: EndCampaignHandler) {}

  @Post(':id/end')
  @HttpCode(200)
  end(@Param('userId', ParseUUIDPipe) userId: string, @Param('id') id: string, @Body() body: unknown): Promise<Campaign> {
    return this.handler.execute(userId, id, parseInput(endCampaignSchema, body));
  }
}
