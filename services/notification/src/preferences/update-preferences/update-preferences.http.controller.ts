import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Put } from '@nestjs/common';
import { type Preferences, preferencesUpdateSchema } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { UpdatePreferencesHandler } from './update-preferences.handler';

@Controller('internal/users/:userId/preferences')
export class UpdatePreferencesHttpController {
  constructor(private readonly handler: UpdatePreferencesHandler) {}

  @Put()
  @HttpCode(200)
  update(@Param('userId', ParseUUIDPipe) userId: string, @Body() body: unknown): Promise<Preferences> {
    const { userId: _claimed, ...changes } = parseInput(preferencesUpdateSchema, body);
    return this.handler.execute(userId, changes);
  }
}
