import { Controller, Delete, HttpCode, NotFoundException, Param, ParseUUIDPipe } from '@nestjs/common';
import { DeleteAccountHandler } from './delete-account.handler';

@Controller('internal/users/:userId')
export class DeleteAccountHttpController {
  constructor(private readonly handler: DeleteAccountHandler) {}

  @Delete()
  @HttpCode(204)
  async delete(@Param('userId', ParseUUIDPipe) userId: string): Promise<void> {
    const { deleted } = await this.handler.execute(userId);
    if (!deleted) throw new NotFoundException('User not found');
  }
}
