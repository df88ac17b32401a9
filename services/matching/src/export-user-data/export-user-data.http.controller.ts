import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { ExportUserDataHandler, type MatchingUserData } from './export-user-data.handler';

/** `GET /internal/users/:userId/export`: what this service holds about a user, for their data export. */
@Controller('internal/users/:userId/export')
export class ExportUserDataHttpController {
  constructor(private readonly handler: ExportUserDataHandler) {}

  @Get()
  export(@Param('userId', ParseUUIDPipe) userId: string): Promise<MatchingUserData> {
    return this.handler.execute(userId);
  }
}
