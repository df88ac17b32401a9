import { Body, Controller, Param, ParseUUIDPipe } from '@nestjs/common';
import { type MarketingRequest, matchingApi } from '@comarketing/contracts';
import { InternalEndpoint, parseInput } from '@comarketing/server-kit';
import { CreateRequestHandler } from './create-request.handler';

const route = matchingApi.routes.createRequest;

@Controller()
export class CreateRequestHttpController {
  constructor(private readonly handler: CreateRequestHandler) {}

  @InternalEndpoint(route)
  create(@Param('userId', ParseUUIDPipe) userId: string, @Body() body: unknown): Promise<MarketingRequest> {
    return this.handler.execute(userId, parseInput(route.body, body));
  }
}
