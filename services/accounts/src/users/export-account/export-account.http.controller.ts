import { Controller, Param, ParseUUIDPipe } from '@nestjs/common';
import { accountsApi } from '@comarketing/contracts';
import { InternalEndpoint } from '@comarketing/server-kit';
import { ExportAccountHandler } from './export-account.handler';

@Controller()
export class ExportAccountHttpController {
  constructor(private readonly handler: ExportAccountHandler) {}

  @InternalEndpoint(accountsApi.routes.exportAccount)
  export(@Param('userId', ParseUUIDPipe) userId: string) {
    return this.handler.execute(userId);
  }
}
