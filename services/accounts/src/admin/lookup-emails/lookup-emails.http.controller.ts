import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { userEmailsRequestSchema } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { LookupEmailsHandler } from './lookup-emails.handler';

@Controller('internal/admin/user-emails')
export class LookupEmailsHttpController {
  constructor(private readonly handler: LookupEmailsHandler) {}

  @Post()
  @HttpCode(200)
  lookup(@Body() body: unknown): Promise<Record<string, string>> {
    return this.handler.execute(parseInput(userEmailsRequestSchema, body).ids);
  }
}
