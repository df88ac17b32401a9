import { Body, Controller, Param } from '@nestjs/common';
import { accountsApi, type UploadRecord } from '@comarketing/contracts';
import { InternalEndpoint, parseInput } from '@comarketing/server-kit';
import { CompleteUploadHandler } from './complete-upload.handler';

const route = accountsApi.routes.completeUpload;

@Controller()
export class CompleteUploadHttpController {
  constructor(private readonly handler: CompleteUploadHandler) {}

  @InternalEndpoint(route)
  complete(@Param('id') id: string, @Body() body: unknown): Promise<UploadRecord> {
    return this.handler.execute(id, parseInput(route.body, body));
  }
}
