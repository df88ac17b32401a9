import { Controller, Param } from '@nestjs/common';
import { accountsApi, type UploadRecord } from '@comarketing/contracts';
import { InternalEndpoint } from '@comarketing/server-kit';
import { GetUploadHandler } from './get-upload.handler';

@Controller()
export class GetUploadHttpController {
  constructor(private readonly handler: GetUploadHandler) {}

  @InternalEndpoint(accountsApi.routes.getUpload)
  get(@Param('id') id: string): Promise<UploadRecord> {
    return this.handler.execute(id);
  }
}
