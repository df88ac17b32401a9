import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { createUploadIntentSchema, type UploadIntent } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { CreateUploadIntentHandler } from './create-upload-intent.handler';

@Controller('internal/users/:userId/uploads')
export class CreateUploadIntentHttpController {
  constructor(private readonly handler: CreateUploadIntentHandler) {}

  @Post()
  @HttpCode(201)
  create(@Param('userId') userId: string, @Body() body: unknown): Promise<UploadIntent> {
    return this.handler.execute(userId, parseInput(createUploadIntentSchema, body));
  }
}
