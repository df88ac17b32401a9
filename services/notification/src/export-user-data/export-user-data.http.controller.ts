import { Controller, Param, ParseUUIDPipe } from '@nestjs/common';
import { notificationApi } from '@comarketing/contracts';
import { InternalEndpoint } from '@comarketing/server-kit';
import { ExportUserDataHandler } from './export-user-data.handler';

@Controller()
export class ExportUserDataHttpController {
  constructor(private readonly handler: ExportUserDataHandler) {}

  @InternalEndpoint(notificationApi.routes.exportUserData)
  export(@Param('userId', ParseUUIDPipe) userId: string) {
    return this.handler.execute(userId);
  }
}
