import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { ExportUserDataHandler } from './export-user-data.handler';

@Controller('internal/users/:userId/export')
export class ExportUserDataHttpController {
  constructor(private readonly handler: ExportUserDataHandler) {}

  @Get()
  export(@Param('userId', ParseUUIDPipe) userId: string) {
    return this.handler.execute(userId);
  }
}
