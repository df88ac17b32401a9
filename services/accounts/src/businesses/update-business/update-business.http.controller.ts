import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Put } from '@nestjs/common';
import { type Business, businessInputSchema } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { UpdateBusinessHandler } from './update-business.handler';

@Controller('internal/users/:userId/business')
export class UpdateBusinessHttpController {
  constructor(private readonly handler: UpdateBusinessHandler) {}

  @Put(':businessId')
  @HttpCode(200)
  update(@Param('userId', ParseUUIDPipe) userId: string, @Param('businessId') businessId: string, @Body() body: unknown): Promise<Business> {
    return this.handler.execute(userId, businessId, parseInput(businessInputSchema, body));
  }
}
