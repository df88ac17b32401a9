import { Controller, Param, ParseUUIDPipe } from '@nestjs/common';
import { notificationApi, type Preferences } from '@comarketing/contracts';
import { InternalEndpoint } from '@comarketing/server-kit';
import { GetPreferencesHandler } from './get-preferences.handler';

@Controller()
export class GetPreferencesHttpController {
  constructor(private readonly handler: GetPreferencesHandler) {}

  @InternalEndpoint(notificationApi.routes.getPreferences)
  get(@Param('userId', ParseUUIDPipe) userId: string): Promise<Preferences> {
    return this.handler.execute(userId);
  }
}
