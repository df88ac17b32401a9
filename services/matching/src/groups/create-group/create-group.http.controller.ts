import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { groupPartnershipRequestSchema } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { CreateGroupHandler } from './create-group.handler';

@Controller('internal/admin/groups')
export class CreateGroupHttpController {
  constructor(private readonly handler: CreateGroupHandler) {}

  @Post()
  @HttpCode(201)
  create(@Body() body: unknown): Promise<{ id: string }> {
    return this.handler.execute(parseInput(groupPartnershipRequestSchema, body));
  }
}
