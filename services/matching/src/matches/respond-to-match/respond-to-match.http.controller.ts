import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Put } from '@nestjs/common';
import { type PartnerMatch, respondToMatchSchema } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { RespondToMatchHandler } from './respond-to-match.handler';

@Controller('internal/users/:userId/partner-matches')
export class RespondToMatchHttpController {
  constructor(private readonly handler: RespondToMatchHandler) {}

  @Put(':id/respond')
  @HttpCode(200)
  respond(@Param('userId', ParseUUIDPipe) userId: string, @Param('id') id: string, @Body() body: unknown): Promise<PartnerMatch> {
    return this.handler.execute(userId, id, parseInput(respondToMatchSchema, body));
  }
}
