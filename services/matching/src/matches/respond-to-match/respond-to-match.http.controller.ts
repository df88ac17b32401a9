import { Body, Controller, Param, ParseUUIDPipe } from '@nestjs/common';
import { matchingApi, type PartnerMatch } from '@comarketing/contracts';
import { InternalEndpoint, parseInput } from '@comarketing/server-kit';
import { RespondToMatchHandler } from './respond-to-match.handler';

const route = matchingApi.routes.respondToMatch;

@Controller()
export class RespondToMatchHttpController {
  constructor(private readonly handler: RespondToMatchHandler) {}

  @InternalEndpoint(route)
  respond(@Param('userId', ParseUUIDPipe) userId: string, @Param('id') id: string, @Body() body: unknown): Promise<PartnerMatch> {
    return this.handler.execute(userId, id, parseInput(route.body, body));
  }
}
