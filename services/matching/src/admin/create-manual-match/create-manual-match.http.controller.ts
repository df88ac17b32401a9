import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { manualMatchRequestSchema } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { CreateManualMatchHandler } from './create-manual-match.handler';

@Controller('internal/admin/matches')
export class CreateManualMatchHttpController {
  constructor(private readonly handler: CreateManualMatchHandler) {}

  @Post()
  @HttpCode(201)
  create(@Body() body: unknown): Promise<{ pairId: string; matchIds: string[] }> {
    return this.handler.execute(parseInput(manualMatchRequestSchema, body));
  }
}
