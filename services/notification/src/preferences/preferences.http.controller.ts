import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Put } from '@nestjs/common';
import { type Preferences, preferencesUpdateSchema } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { PreferencesStore } from './preferences.store';

@Controller('internal/users/:userId/preferences')
export class PreferencesHttpController {
  constructor(private readonly store: PreferencesStore) {}

  @Get()
  get(@Param('userId', ParseUUIDPipe) userId: string): Promise<Preferences> {
    return this.store.read(userId);
  }

  @Put()
  @HttpCode(200)
  update(@Param('userId', ParseUUIDPipe) userId: string, @Body() body: unknown): Promise<Preferences> {
    const { userId: _claimed, ...changes } = parseInput(preferencesUpdateSchema, body);
    return this.store.update(userId, changes);
  }
}
