import { Body, Controller } from '@nestjs/common';
import { matchingApi } from '@comarketing/contracts';
import { InternalEndpoint, parseInput } from '@comarketing/server-kit';
import { CreateGroupHandler } from './create-group.handler';

const route = matchingApi.routes.createGroup;

@Controller()
export class CreateGroupHttpController {
  constructor(private readonly handler: CreateGroupHandler) {}

  @InternalEndpoint(route)
  create(@Body() body: unknown): Promise<{ id: string }> {
    return this.handler.execute(parseInput(route.body, body));
  }
}
