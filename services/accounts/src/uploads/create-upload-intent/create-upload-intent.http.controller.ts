import { Body, Controller, Param } from '@nestjs/common';
import { accountsApi, type UploadIntent } from '@comarketing/contracts';
import { InternalEndpoint, parseInput } from '@comarketing/server-kit';
import { CreateUploadIntentHandler } from './create-upload-intent.handler';

const route = accountsApi.routes.createUploadIntent;

@Controller()
export class CreateUploadIntentHttpController {
  constructor(private readonly handler: CreateUploadIntentHandler) {}

  @InternalEndpoint(route)
  create(@Param('userId') userId: string, @Body() body: unknown): Promise<UploadIntent> {
    return this.handler.execute(userId, parseInput(route.body, body));
  }
}
