import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { type Business } from '@comarketing/contracts';
import { GetMyBusinessHandler } from './get-my-business.handler';

@Controller('internal/users/:userId/business')
export class GetMyBusinessHttpController {
  constructor(private readonly handler: GetMyBusinessHandler) {}

  @Get()
  get(@Param('userId', ParseUUIDPipe) userId: string): Promise<Business> {
    return this.handler.execute(userId);
  }
}
