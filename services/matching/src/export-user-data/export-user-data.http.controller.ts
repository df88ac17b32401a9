import { Controller, Param, ParseUUIDPipe } from '@nestjs/common';
import { matchingApi } from '@comarketing/contracts';
import { InternalEndpoint } from '@comarketing/server-kit';
import { ExportUserDataHandler, type MatchingUserData } from './export-user-data.handler';

/** What this service holds about a user, for their data export. */
@Controller()
export class ExportUserDataHttpController {
  constructor(private readonly handler: ExportUserDataHandler) {}

  @InternalEndpoint(matchingApi.routes.exportUserData)
  export(@Param('userId', ParseUUIDPipe) userId: string): Promise<MatchingUserData> {
    return this.handler.execute(userId);
  }
}
