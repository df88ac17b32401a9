import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { type Communication, communicationCommandSchema } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { SendCommunicationHandler } from './send-communication.handler';

@Controller('internal/communications')
export class SendCommunicationHttpController {
  constructor(private readonly handler: SendCommunicationHandler) {}

  @Post()
  @HttpCode(201)
  send(@Body() body: unknown): Promise<Communication> {
    return this.handler.execute(parseInput(communicationCommandSchema, body));
  }
}
