import { Controller, Param, ParseUUIDPipe } from '@nestjs/common';
import { accountsApi } from '@comarketing/contracts';
import { InternalEndpoint } from '@comarketing/server-kit';
import { DeleteAccountHandler } from './delete-account.handler';

@Controller()
export class DeleteAccountHttpController {
  constructor(private readonly handler: DeleteAccountHandler) {}

  @InternalEndpoint(accountsApi.routes.deleteAccount)
  delete(@Param('userId', ParseUUIDPipe) userId: string): Promise<void> {
    return this.handler.execute(userId);
  }
}
