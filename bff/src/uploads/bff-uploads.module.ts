import { Module } from '@nestjs/common';
import { ClearStaleStagedUploads } from './clear-stale-staged-uploads';
import { CreateUploadUrlHttpController } from './create-upload-url.http.controller';
import { ReceiveUploadHandler } from './receive-upload.handler';
import { ReceiveUploadHttpController } from './receive-upload.http.controller';
import { ServeUploadHttpController } from './serve-upload.http.controller';
import { UserUploadsService } from './user-uploads.service';
import { uploadsProviders } from './uploads.providers';

// Signed upload addresses, the raw PUT, content checks, storage and serving /objects/uploads/*.
@Module({
  controllers: [CreateUploadUrlHttpController, ReceiveUploadHttpController, ServeUploadHttpController],
  providers: [...uploadsProviders, ReceiveUploadHandler, UserUploadsService, ClearStaleStagedUploads],
  exports: [UserUploadsService],
})
export class BffUploadsModule {}
