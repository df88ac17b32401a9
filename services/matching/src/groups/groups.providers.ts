import { CreateGroupHandler } from './create-group/create-group.handler';
import { CreateGroupHttpController } from './create-group/create-group.http.controller';
import { GroupRepository } from './group.repository';
import { ListGroupsHandler } from './list-groups/list-groups.handler';
import { ListGroupsHttpController } from './list-groups/list-groups.http.controller';
import { ListUserGroupsHandler } from './list-user-groups/list-user-groups.handler';
import { ListUserGroupsHttpController } from './list-user-groups/list-user-groups.http.controller';

export const GROUP_CONTROLLERS = [CreateGroupHttpController, ListGroupsHttpController, ListUserGroupsHttpController];
export const GROUP_PROVIDERS = [GroupRepository, CreateGroupHandler, ListGroupsHandler, ListUserGroupsHandler];
