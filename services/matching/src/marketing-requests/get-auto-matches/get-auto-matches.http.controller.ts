import { Controller, Param, ParseUUIDPipe } from '@nestjs/common';
import { type AutoMatches, matchingApi } from '@comarketing/contracts';
import { InternalEndpoint } from '@comarketing/server-kit';
import { GetAutoMatchesHandler } from './get-auto-matches.handler';

@Controller()
export class GetAutoMatchesHttpController {
  constructor(private readonly handler: GetAutoMatchesHandler) {}

  @InternalEndpoint(matchingApi.routes.getAutoMatches)
  get(@Param('userId', ParseUUIDPipe) userId: string, @Param('requestId') requestId: string): Promise<AutoMatches> {
    return this.handler.execute(userId, requestId);
  }
}
