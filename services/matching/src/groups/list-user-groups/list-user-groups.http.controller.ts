import { Controller, Param, ParseUUIDPipe } from '@nestjs/common';
import { matchingApi, type OwnerGroup } from '@comarketing/contracts';
import { InternalEndpoint } from '@comarketing/server-kit';
import { ListUserGroupsHandler } from './list-user-groups.handler';

@Controller()
export class ListUserGroupsHttpController {
  constructor(private readonly handler: ListUserGroupsHandler) {}

  @InternalEndpoint(matchingApi.routes.listUserGroups)
  list(@Param('userId', ParseUUIDPipe) userId: string): Promise<OwnerGroup[]> {
    return this.handler.execute(userId);
  }
}
