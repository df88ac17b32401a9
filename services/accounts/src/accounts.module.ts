import { type DynamicModule, Module } from '@nestjs/common';
import { ServicePlatformModule, type ServicePlatformOptions } from '@comarketing/server-kit';
import { UserEntity } from './database/entities/user.entity';
import { CreateAccountsSchema1763740800000 } from './database/migrations/1763740800000-create-accounts-schema';
import { GetUserHttpController } from './users/get-user/get-user.http.controller';
import { RegisterUserHandler } from './users/register-user/register-user.handler';
import { RegisterUserHttpController } from './users/register-user/register-user.http.controller';
import { VerifyCredentialsHandler } from './users/verify-credentials/verify-credentials.handler';
import { VerifyCredentialsHttpController } from './users/verify-credentials/verify-credentials.http.controller';
import { UploadsModule, uploadsEntities, uploadsMigrations } from './uploads/uploads.module';

export const ACCOUNTS_SCHEMA = 'accounts';
export const accountsEntities = [UserEntity, ...uploadsEntities];
export const accountsMigrations = [CreateAccountsSchema1763740800000, ...uploadsMigrations];

@Module({})
export class AccountsModule {
  static forRoot(platform: Omit<ServicePlatformOptions, 'name'>): DynamicModule {
    return {
      module: AccountsModule,
      imports: [ServicePlatformModule.forRoot({ ...platform, name: 'accounts' }), UploadsModule],
      controllers: [RegisterUserHttpController, VerifyCredentialsHttpController, GetUserHttpController],
      providers: [RegisterUserHandler, VerifyCredentialsHandler],
    };
  }
}
