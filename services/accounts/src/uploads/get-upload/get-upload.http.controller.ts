import { Controller, Get, Param } from '@nestjs/common';
import { type UploadRecord } from '@comarketing/contracts';
import { GetUploadHandler } from './get-upload.handler';

@Controller('internal/uploads')
export class GetUploadHttpController {
  constructor(private readonly handler: GetUploadHandler) {}

  @Get(':id')
  get(@Param('id') id: string): Promise<UploadRecord> {
    return this.handler.execute(id);
  }
}
