import { Body, Controller } from '@nestjs/common';
import { accountsApi, type KnownBrowserAnswer } from '@comarketing/contracts';
import { InternalEndpoint, parseInput } from '@comarketing/server-kit';
import { KnownBrowserHandler } from './known-browser.handler';

const route = accountsApi.routes.checkKnownBrowser;

@Controller()
export class KnownBrowserHttpController {
  constructor(private readonly handler: KnownBrowserHandler) {}

  @InternalEndpoint(route)
  check(@Body() body: unknown): Promise<KnownBrowserAnswer> {
    return this.handler.execute(parseInput(route.body, body));
  }
}
