import { Controller, Param } from '@nestjs/common';
import { accountsApi, type UploadIntent } from '@comarketing/contracts';
import { InternalEndpoint } from '@comarketing/server-kit';
import { GetUploadIntentHandler } from './get-upload-intent.handler';

@Controller()
export class GetUploadIntentHttpController {
  constructor(private readonly handler: GetUploadIntentHandler) {}

  @InternalEndpoint(accountsApi.routes.getUploadIntent)
  intent(@Param('id') id: string): Promise<UploadIntent> {
    return this.handler.execute(id);
  }
}
