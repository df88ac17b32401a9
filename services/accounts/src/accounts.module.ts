import { type DynamicModule, Module } from '@nestjs/common';
import { ServicePlatformModule, type ServicePlatformOptions } from '@comarketing/server-kit';
import { BusinessEntity } from './database/entities/business.entity';
import { UserEntity } from './database/entities/user.entity';
import { CreateAccountsSchema1763740800000 } from './database/migrations/1763740800000-create-accounts-schema';
import { CreateBusinesses1763741200000 } from './database/migrations/1763741200000-create-businesses';
import { AdminListIndexes1764000000000 } from './database/migrations/1764000000000-admin-list-indexes';
import { BusinessOwnerEmailSearch1765300000000 } from './database/migrations/1765300000000-business-owner-email-search';
import { AdminFigureIndexes1765300100000 } from './database/migrations/1765300100000-admin-figure-indexes';
import { UserTokens1765300600000 } from './database/migrations/1765300600000-user-tokens';
import { KnownBrowsers1766100000000 } from './database/migrations/1766100000000-known-browsers';
import { CredentialsVersion1766300000000 } from './database/migrations/1766300000000-credentials-version';
import { KnownBrowserRepository } from './users/known-browsers/known-browser.repository';
import { KnownBrowserHandler } from './users/known-browsers/known-browser.handler';
import { KnownBrowserHttpController } from './users/known-browsers/known-browser.http.controller';
import { AccountLinkRepository } from './users/account-links/account-link.repository';
import { AccountLinks } from './users/account-links/account-links';
import { EmailVerificationHandler } from './users/email-verification/email-verification.handler';
import { EmailVerificationHttpController } from './users/email-verification/email-verification.http.controller';
import { PasswordResetHandler } from './users/password-reset/password-reset.handler';
import { PasswordResetHttpController } from './users/password-reset/password-reset.http.controller';
import { CreateBusinessHandler } from './businesses/create-business/create-business.handler';
import { CreateBusinessHttpController } from './businesses/create-business/create-business.http.controller';
import { BusinessRepository } from './businesses/business.repository';
import { GetMyBusinessHandler } from './businesses/get-my-business/get-my-business.handler';
import { GetMyBusinessHttpController } from './businesses/get-my-business/get-my-business.http.controller';
import { UpdateBusinessHandler } from './businesses/update-business/update-business.handler';
import { UpdateBusinessHttpController } from './businesses/update-business/update-business.http.controller';
import { ChangePasswordHandler } from './users/change-password/change-password.handler';
import { ChangePasswordHttpController } from './users/change-password/change-password.http.controller';
import { DeleteAccountHandler } from './users/delete-account/delete-account.handler';
import { DeleteAccountHttpController } from './users/delete-account/delete-account.http.controller';
import { ExportAccountHandler } from './users/export-account/export-account.handler';
import { ExportAccountHttpController } from './users/export-account/export-account.http.controller';
import { GetUserHandler } from './users/get-user/get-user.handler';
import { OwnUploadCheck } from './users/own-upload.check';
import { SetProfilePhotoHandler } from './users/set-profile-photo/set-profile-photo.handler';
import { SetProfilePhotoHttpController } from './users/set-profile-photo/set-profile-photo.http.controller';
import { UserRepository } from './users/user.repository';
import { UpdateProfileHandler } from './users/update-profile/update-profile.handler';
import { UpdateProfileHttpController } from './users/update-profile/update-profile.http.controller';
import { GetUserHttpController } from './users/get-user/get-user.http.controller';
import { RegisterUserHandler } from './users/register-user/register-user.handler';
import { RegisterUserHttpController } from './users/register-user/register-user.http.controller';
import { VerifyCredentialsHandler } from './users/verify-credentials/verify-credentials.handler';
import { VerifyCredentialsHttpController } from './users/verify-credentials/verify-credentials.http.controller';
import { UploadsModule, uploadsEntities, uploadsMigrations } from './uploads/uploads.module';
import { ACCOUNTS_SETTINGS, type AccountsSettings } from './accounts.settings';
import { ADMIN_CONTROLLERS, ADMIN_PROVIDERS } from './admin/admin.providers';
import { PasswordHasher } from './users/password-hasher';
import { LinkAddresses1766400100000 } from './database/migrations/1766400100000-link-addresses';
import { AnnounceConfirmedAddresses1766400200000 } from './database/migrations/1766400200000-announce-confirmed-addresses';
import { EmailStateAt1766500000000 } from './database/migrations/1766500000000-email-state-at';
import { AddressChange } from './users/address-change/address-change';

/**
 * Every route the module serves (the uploads' are UploadsModule's: uploadsControllers); its
 * contract test compares them, with the uploads', with `accountsApi`.
 */
export const accountsControllers = [
  RegisterUserHttpController,
  VerifyCredentialsHttpController,
  KnownBrowserHttpController,
  GetUserHttpController,
  UpdateProfileHttpController,
  SetProfilePhotoHttpController,
  ChangePasswordHttpController,
  PasswordResetHttpController,
  EmailVerificationHttpController,
  DeleteAccountHttpController,
  ExportAccountHttpController,
  GetMyBusinessHttpController,
  CreateBusinessHttpController,
  UpdateBusinessHttpController,
  ...ADMIN_CONTROLLERS,
];

export const ACCOUNTS_SCHEMA = 'accounts';
export const accountsEntities = [UserEntity, BusinessEntity, ...uploadsEntities];
// Order matters: uploads and businesses reference users.
export const accountsMigrations = [CreateAccountsSchema1763740800000, ...uploadsMigrations, CreateBusinesses1763741200000, AdminListIndexes1764000000000, BusinessOwnerEmailSearch1765300000000, AdminFigureIndexes1765300100000, UserTokens1765300600000, KnownBrowsers1766100000000, CredentialsVersion1766300000000, LinkAddresses1766400100000, AnnounceConfirmedAddresses1766400200000, EmailStateAt1766500000000];

@Module({})
export class AccountsModule {
  static forRoot(platform: Omit<ServicePlatformOptions, 'name'>, settings: AccountsSettings): DynamicModule {
    return {
      module: AccountsModule,
      imports: [ServicePlatformModule.forRoot({ ...platform, name: 'accounts' }), UploadsModule.forRoot(settings.uploads)],
      controllers: accountsControllers,
      providers: [
        { provide: ACCOUNTS_SETTINGS, useValue: settings },
        { provide: PasswordHasher, useValue: new PasswordHasher(settings.hashing) },
        UserRepository,
        BusinessRepository,
        OwnUploadCheck,
        RegisterUserHandler,
        VerifyCredentialsHandler,
        GetUserHandler,
        UpdateProfileHandler,
        SetProfilePhotoHandler,
        ChangePasswordHandler,
        AccountLinkRepository,
        KnownBrowserRepository,
        KnownBrowserHandler,
        AccountLinks,
        PasswordResetHandler,
        EmailVerificationHandler,
        AddressChange,
        DeleteAccountHandler,
        ExportAccountHandler,
        GetMyBusinessHandler,
        CreateBusinessHandler,
        UpdateBusinessHandler,
        ...ADMIN_PROVIDERS,
      ],
    };
  }
}
