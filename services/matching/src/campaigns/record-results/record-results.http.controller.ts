import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import { type Campaign, campaignResultsSchema, redeemVoucherSchema } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { RecordResultsHandler } from './record-results.handler';

@Controller('internal/users/:userId/campaigns')
export class RecordResultsHttpController {
  constructor(private readonly handler: RecordResultsHandler) {}

  @Put(':id/results')
  @HttpCode(200)
  results(@Param('userId', ParseUUIDPipe) userId: string, @Param('id') id: string, @Body() body: unknown): Promise<Campaign> {
    return this.handler.recordResults(userId, id, parseInput(campaignResultsSchema, body));
  }

  @Post(':id/redemptions')
  @HttpCode(200)
  redeem(@Param('userId', ParseUUIDPipe) userId: string, @Param('id') id: string, @Body() body: unknown): Promise<Campaign> {
    return this.handler.redeem(userId, id, parseInput(redeemVoucherSchema, body));
  }
}
