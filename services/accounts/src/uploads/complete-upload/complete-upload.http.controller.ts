import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { completeUploadSchema, type UploadRecord } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { CompleteUploadHandler } from './complete-upload.handler';

@Controller('internal/uploads')
export class CompleteUploadHttpController {
  constructor(private readonly handler: CompleteUploadHandler) {}

  @Post(':id/complete')
  @HttpCode(200)
  complete(@Param('id') id: string, @Body() body: unknown): Promise<UploadRecord> {
    return this.handler.execute(id, parseInput(completeUploadSchema, body));
  }
}
