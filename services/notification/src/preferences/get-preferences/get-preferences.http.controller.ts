import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { type Preferences } from '@comarketing/contracts';
import { GetPreferencesHandler } from './get-preferences.handler';

@Controller('internal/users/:userId/preferences')
export class GetPreferencesHttpController {
  constructor(private readonly handler: GetPreferencesHandler) {}

  @Get()
  get(@Param('userId', ParseUUIDPipe) userId: string): Promise<Preferences> {
    return this.handler.execute(userId);
  }
}
