import { type DynamicModule, Module } from '@nestjs/common';
import { UploadEntity } from '../database/entities/upload.entity';
import { CreateUploads1763741100000 } from '../database/migrations/1763741100000-create-uploads';
import { WebpUploads1766200000000 } from '../database/migrations/1766200000000-webp-uploads';
import { CompleteUploadHandler } from './complete-upload/complete-upload.handler';
import { CompleteUploadHttpController } from './complete-upload/complete-upload.http.controller';
import { CreateUploadIntentHandler } from './create-upload-intent/create-upload-intent.handler';
import { CreateUploadIntentHttpController } from './create-upload-intent/create-upload-intent.http.controller';
import { DeleteUserUploadsHandler } from './delete-user-uploads/delete-user-uploads.handler';
import { DeleteUserUploadsHttpController } from './delete-user-uploads/delete-user-uploads.http.controller';
import { GetUploadHandler } from './get-upload/get-upload.handler';
import { GetUploadHttpController } from './get-upload/get-upload.http.controller';
import { GetUploadIntentHandler } from './get-upload-intent/get-upload-intent.handler';
import { GetUploadIntentHttpController } from './get-upload-intent/get-upload-intent.http.controller';
import { type UploadLimits } from './hourly-allowance/hourly-allowance';
import { UPLOAD_LIMITS } from './hourly-allowance/upload-allowance';
import { UploadRepository } from './upload.repository';

// Upload metadata (owner, purpose, size limit, content type, single use). The bytes themselves
// live in the BFF's object storage; this service decides who may send what, once, until when.
export const uploadsEntities: (new () => object)[] = [UploadEntity];
export const uploadsMigrations: (new () => object)[] = [CreateUploads1763741100000, WebpUploads1766200000000];

/** Every route the module serves (part of `accountsApi`). */
export const uploadsControllers = [
  CreateUploadIntentHttpController,
  CompleteUploadHttpController,
  GetUploadIntentHttpController,
  GetUploadHttpController,
  DeleteUserUploadsHttpController,
];

@Module({
  controllers: uploadsControllers,
  providers: [UploadRepository, CreateUploadIntentHandler, CompleteUploadHandler, GetUploadHandler, GetUploadIntentHandler, DeleteUserUploadsHandler],
  // For the users' use cases that check an image is the user's own upload (users/own-upload.check).
  exports: [UploadRepository],
})
export class UploadsModule {
  /** With the per-account hourly limits (see accounts.settings). */
  static forRoot(limits: UploadLimits): DynamicModule {
    return { module: UploadsModule, providers: [{ provide: UPLOAD_LIMITS, useValue: limits }] };
  }
}
