import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { type KnownBrowserAnswer, knownBrowserRequestSchema } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { KnownBrowserHandler } from './known-browser.handler';

@Controller('internal/users')
export class KnownBrowserHttpController {
  constructor(private readonly handler: KnownBrowserHandler) {}

  // POST: the e-mail stays out of URLs and access logs.
  @Post('known-browser')
  @HttpCode(200)
  check(@Body() body: unknown): Promise<KnownBrowserAnswer> {
    return this.handler.execute(parseInput(knownBrowserRequestSchema, body));
  }
}
