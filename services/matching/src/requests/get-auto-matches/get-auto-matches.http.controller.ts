import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { type AutoMatches } from '@comarketing/contracts';
import { GetAutoMatchesHandler } from './get-auto-matches.handler';

@Controller('internal/users/:userId/requests')
export class GetAutoMatchesHttpController {
  constructor(private readonly handler: GetAutoMatchesHandler) {}

  @Get(':requestId/auto-matches')
  get(@Param('userId', ParseUUIDPipe) userId: string, @Param('requestId') requestId: string): Promise<AutoMatches> {
    return this.handler.execute(userId, requestId);
  }
}
