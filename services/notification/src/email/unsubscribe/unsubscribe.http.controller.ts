import { Body, Controller } from '@nestjs/common';
import { notificationApi, type UnsubscribeResponse } from '@comarketing/contracts';
import { InternalEndpoint, parseInput } from '@comarketing/server-kit';
import { UnsubscribeHandler } from './unsubscribe.handler';

const route = notificationApi.routes.unsubscribe;

@Controller()
export class UnsubscribeHttpController {
  constructor(private readonly handler: UnsubscribeHandler) {}

  @InternalEndpoint(route)
  unsubscribe(@Body() body: unknown): Promise<UnsubscribeResponse> {
    return this.handler.execute(parseInput(route.body, body).token);
  }
}
