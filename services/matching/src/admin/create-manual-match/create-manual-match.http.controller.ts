import { Body, Controller } from '@nestjs/common';
import { matchingApi } from '@comarketing/contracts';
import { InternalEndpoint, parseInput } from '@comarketing/server-kit';
import { CreateManualMatchHandler } from './create-manual-match.handler';

const route = matchingApi.routes.createManualMatch;

@Controller()
export class CreateManualMatchHttpController {
  constructor(private readonly handler: CreateManualMatchHandler) {}

  @InternalEndpoint(route)
  create(@Body() body: unknown): Promise<{ pairId: string; matchIds: string[] }> {
    return this.handler.execute(parseInput(route.body, body));
  }
}
