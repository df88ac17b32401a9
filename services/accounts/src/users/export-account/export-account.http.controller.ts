import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { ExportAccountHandler } from './export-account.handler';

@Controller('internal/users/:userId/export')
export class ExportAccountHttpController {
  constructor(private readonly handler: ExportAccountHandler) {}

  @Get()
  export(@Param('userId', ParseUUIDPipe) userId: string) {
    return this.handler.execute(userId);
  }
}
