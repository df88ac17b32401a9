import { AdminMetricsHandler } from './admin-metrics/admin-metrics.handler';
import { AdminMetricsHttpController } from './admin-metrics/admin-metrics.http.controller';
import { AdminBusinessesRepository } from './admin-businesses.repository';
import { AdminUsersRepository } from './admin-users.repository';
import { LookupEmailsHandler } from './lookup-emails/lookup-emails.handler';
import { LookupEmailsHttpController } from './lookup-emails/lookup-emails.http.controller';
import { GetAdminBusinessHandler } from './get-admin-business/get-admin-business.handler';
import { GetAdminBusinessHttpController } from './get-admin-business/get-admin-business.http.controller';
import { DeleteBusinessHandler } from './delete-business/delete-business.handler';
import { DeleteBusinessHttpController } from './delete-business/delete-business.http.controller';
import { ListBusinessesHandler } from './list-businesses/list-businesses.handler';
import { ListBusinessesHttpController } from './list-businesses/list-businesses.http.controller';
import { VerifyBusinessHandler } from './verify-business/verify-business.handler';
import { VerifyBusinessHttpController } from './verify-business/verify-business.http.controller';
import { AdminBootstrap } from './ensure-super-admin/admin-bootstrap';
import { EnsureSuperAdminHandler } from './ensure-super-admin/ensure-super-admin.handler';
import { FindUserByEmailHandler } from './find-user-by-email/find-user-by-email.handler';
import { FindUserByEmailHttpController } from './find-user-by-email/find-user-by-email.http.controller';
import { EraseUserHandler } from './erase-user/erase-user.handler';
import { EraseUserHttpController } from './erase-user/erase-user.http.controller';
import { GetAdminUserHandler } from './get-admin-user/get-admin-user.handler';
import { GetAdminUserHttpController } from './get-admin-user/get-admin-user.http.controller';
import { ListUsersHandler } from './list-users/list-users.handler';
import { ListUsersHttpController } from './list-users/list-users.http.controller';
import { UpdateUserHandler } from './update-user/update-user.handler';
import { UpdateUserHttpController } from './update-user/update-user.http.controller';

/** The admin panel's side of the accounts service (README.md of this folder). */
export const ADMIN_CONTROLLERS = [
  ListUsersHttpController, GetAdminUserHttpController, UpdateUserHttpController, EraseUserHttpController, AdminMetricsHttpController,
  ListBusinessesHttpController, GetAdminBusinessHttpController, VerifyBusinessHttpController, DeleteBusinessHttpController, LookupEmailsHttpController,
  FindUserByEmailHttpController,
];
export const ADMIN_PROVIDERS = [
  AdminUsersRepository, EnsureSuperAdminHandler, AdminBootstrap, ListUsersHandler, GetAdminUserHandler, UpdateUserHandler, EraseUserHandler, AdminMetricsHandler,
  AdminBusinessesRepository, ListBusinessesHandler, GetAdminBusinessHandler, VerifyBusinessHandler, DeleteBusinessHandler, LookupEmailsHandler,
  FindUserByEmailHandler,
];
