import { Controller, Get, Param } from '@nestjs/common';
import { type UploadIntent } from '@comarketing/contracts';
import { GetUploadIntentHandler } from './get-upload-intent.handler';

@Controller('internal/uploads')
export class GetUploadIntentHttpController {
  constructor(private readonly handler: GetUploadIntentHandler) {}

  @Get(':id/intent')
  intent(@Param('id') id: string): Promise<UploadIntent> {
    return this.handler.execute(id);
  }
}
