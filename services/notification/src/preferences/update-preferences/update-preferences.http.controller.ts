import { Body, Controller, Param, ParseUUIDPipe } from '@nestjs/common';
import { notificationApi, type Preferences } from '@comarketing/contracts';
import { InternalEndpoint, parseInput } from '@comarketing/server-kit';
import { UpdatePreferencesHandler } from './update-preferences.handler';

const route = notificationApi.routes.updatePreferences;

@Controller()
export class UpdatePreferencesHttpController {
  constructor(private readonly handler: UpdatePreferencesHandler) {}

  @InternalEndpoint(route)
  update(@Param('userId', ParseUUIDPipe) userId: string, @Body() body: unknown): Promise<Preferences> {
    const { userId: _claimed, ...changes } = parseInput(route.body, body);
    return this.handler.execute(userId, changes);
  }
}
