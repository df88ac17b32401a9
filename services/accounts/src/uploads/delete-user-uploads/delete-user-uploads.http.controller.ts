import { Controller, Param } from '@nestjs/common';
import { accountsApi } from '@comarketing/contracts';
import { InternalEndpoint } from '@comarketing/server-kit';
import { DeleteUserUploadsHandler } from './delete-user-uploads.handler';

@Controller()
export class DeleteUserUploadsHttpController {
  constructor(private readonly handler: DeleteUserUploadsHandler) {}

  @InternalEndpoint(accountsApi.routes.deleteUserUploads)
  async delete(@Param('userId') userId: string): Promise<{ ids: string[] }> {
    return { ids: await this.handler.execute(userId) };
  }
}
