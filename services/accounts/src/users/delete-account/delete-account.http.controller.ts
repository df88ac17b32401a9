import { Controller, Delete, HttpCode, Param, ParseUUIDPipe } from '@nestjs/common';
import { DeleteAccountHandler } from './delete-account.handler';

@Controller('internal/users/:userId')
export class DeleteAccountHttpController {
  constructor(private readonly handler: DeleteAccountHandler) {}

  @Delete()
  @HttpCode(204)
  delete(@Param('userId', ParseUUIDPipe) userId: string): Promise<void> {
    return this.handler.execute(userId);
  }
}
