import { Controller, Get, Param } from '@nestjs/common';
import { type UploadRecord } from '@comarketing/contracts';
import { ListUserUploadsHandler } from './list-user-uploads.handler';

@Controller('internal/users/:userId/uploads')
export class ListUserUploadsHttpController {
  constructor(private readonly handler: ListUserUploadsHandler) {}

  @Get()
  list(@Param('userId') userId: string): Promise<UploadRecord[]> {
    return this.handler.execute(userId);
  }
}
