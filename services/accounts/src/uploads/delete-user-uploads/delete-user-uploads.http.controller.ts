import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { DeleteUserUploadsHandler } from './delete-user-uploads.handler';

@Controller('internal/users/:userId/uploads')
export class DeleteUserUploadsHttpController {
  constructor(private readonly handler: DeleteUserUploadsHandler) {}

  @Delete()
  @HttpCode(200)
  async delete(@Param('userId') userId: string): Promise<{ ids: string[] }> {
    return { ids: await this.handler.execute(userId) };
  }
}
