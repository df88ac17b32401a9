import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { type Business, businessInputSchema } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { CreateBusinessHandler } from './create-business.handler';

@Controller('internal/users/:userId/business')
export class CreateBusinessHttpController {
  constructor(private readonly handler: CreateBusinessHandler) {}

  @Post()
  @HttpCode(201)
  create(@Param('userId', ParseUUIDPipe) userId: string, @Body() body: unknown): Promise<Business> {
    return this.handler.execute(userId, parseInput(businessInputSchema, body));
  }
}
