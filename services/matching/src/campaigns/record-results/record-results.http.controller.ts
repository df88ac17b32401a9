import { Body, Controller, Param, ParseUUIDPipe } from '@nestjs/common';
import { type Campaign, matchingApi } from '@comarketing/contracts';
import { InternalEndpoint, parseInput } from '@comarketing/server-kit';
import { RecordResultsHandler } from './record-results.handler';

const { recordCampaignResults, redeemVoucher } = matchingApi.routes;

@Controller()
export class RecordResultsHttpController {
  constructor(private readonly handler: RecordResultsHandler) {}

  @InternalEndpoint(recordCampaignResults)
  results(@Param('userId', ParseUUIDPipe) userId: string, @Param('id') id: string, @Body() body: unknown): Promise<Campaign> {
    return this.handler.recordResults(userId, id, parseInput(recordCampaignResults.body, body));
  }

  @InternalEndpoint(redeemVoucher)
  redeem(@Param('userId', ParseUUIDPipe) userId: string, @Param('id') id: string, @Body() body: unknown): Promise<Campaign> {
    return this.handler.redeem(userId, id, parseInput(redeemVoucher.body, body));
  }
}
