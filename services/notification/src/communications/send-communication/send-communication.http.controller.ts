import { Body, Controller } from '@nestjs/common';
import { type Communication, notificationApi } from '@comarketing/contracts';
import { InternalEndpoint, parseInput } from '@comarketing/server-kit';
import { SendCommunicationHandler } from './send-communication.handler';

const route = notificationApi.routes.sendCommunication;

@Controller()
export class SendCommunicationHttpController {
  constructor(private readonly handler: SendCommunicationHandler) {}

  @InternalEndpoint(route)
  send(@Body() body: unknown): Promise<Communication> {
    return this.handler.execute(parseInput(route.body, body));
  }
}
