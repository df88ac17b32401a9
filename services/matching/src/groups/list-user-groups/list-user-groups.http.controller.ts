import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { type OwnerGroup } from '@comarketing/contracts';
import { ListUserGroupsHandler } from './list-user-groups.handler';

@Controller('internal/users/:userId/groups')
export class ListUserGroupsHttpController {
  constructor(private readonly handler: ListUserGroupsHandler) {}

  @Get()
  list(@Param('userId', ParseUUIDPipe) userId: string): Promise<OwnerGroup[]> {
    return this.handler.execute(userId);
  }
}
