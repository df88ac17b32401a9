import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { unsubscribeRequestSchema, type UnsubscribeResponse } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { UnsubscribeHandler } from './unsubscribe.handler';

@Controller('internal/email/unsubscribe')
export class UnsubscribeHttpController {
  constructor(private readonly handler: UnsubscribeHandler) {}

  @Post()
  @HttpCode(200)
  unsubscribe(@Body() body: unknown): Promise<UnsubscribeResponse> {
    return this.handler.execute(parseInput(unsubscribeRequestSchema, body).token);
  }
}
