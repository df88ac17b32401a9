import { type DynamicModule, Module } from '@nestjs/common';
import { CreateUploads1763741100000 } from '../database/migrations/1763741100000-create-uploads';
import { CompleteUploadHandler } from './complete-upload/complete-upload.handler';
import { CompleteUploadHttpController } from './complete-upload/complete-upload.http.controller';
import { CreateUploadIntentHandler } from './create-upload-intent/create-upload-intent.handler';
import { CreateUploadIntentHttpController } from './create-upload-intent/create-upload-intent.http.controller';
import { DeleteUserUploadsHandler } from './delete-user-uploads/delete-user-uploads.handler';
import { DeleteUserUploadsHttpController } from './delete-user-uploads/delete-user-uploads.http.controller';
import { GetUploadHttpController } from './get-upload/get-upload.http.controller';
import { ListUserUploadsHttpController } from './list-user-uploads/list-user-uploads.http.controller';
import { GetOwnedUploadHttpController } from './owned-upload/get-owned-upload.http.controller';
import { type UploadLimits } from './hourly-allowance/hourly-allowance';
import { UPLOAD_LIMITS } from './hourly-allowance/upload-allowance';
import { UploadEntity } from './upload.entity';

// Upload metadata (owner, purpose, size limit, content type, single use). The bytes themselves
// live in the BFF's object storage; this service decides who may send what, once, until when.
export const uploadsEntities: (new () => object)[] = [UploadEntity];
export const uploadsMigrations: (new () => object)[] = [CreateUploads1763741100000];

@Module({
  controllers: [
    CreateUploadIntentHttpController,
    CompleteUploadHttpController,
    GetUploadHttpController,
    ListUserUploadsHttpController,
    GetOwnedUploadHttpController,
    DeleteUserUploadsHttpController,
  ],
  providers: [CreateUploadIntentHandler, CompleteUploadHandler, DeleteUserUploadsHandler],
  // For account deletion in this service: delete the rows inside its own transaction.
  exports: [DeleteUserUploadsHandler],
})
export class UploadsModule {
  /** With the per-account hourly limits (see accounts.settings). */
  static forRoot(limits: UploadLimits): DynamicModule {
    return { module: UploadsModule, providers: [{ provide: UPLOAD_LIMITS, useValue: limits }] };
  }
}
