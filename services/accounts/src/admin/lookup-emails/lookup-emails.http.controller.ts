import { Body, Controller } from '@nestjs/common';
import { accountsApi } from '@comarketing/contracts';
import { InternalEndpoint, parseInput } from '@comarketing/server-kit';
import { LookupEmailsHandler } from './lookup-emails.handler';

const route = accountsApi.routes.lookupEmails;

@Controller()
export class LookupEmailsHttpController {
  constructor(private readonly handler: LookupEmailsHandler) {}

  @InternalEndpoint(route)
  lookup(@Body() body: unknown): Promise<Record<string, string>> {
    return this.handler.execute(parseInput(route.body, body).ids);
  }
}
