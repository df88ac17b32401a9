import { Body, Controller, Param, ParseUUIDPipe } from '@nestjs/common';
import { type Campaign, matchingApi } from '@comarketing/contracts';
import { InternalEndpoint, parseInput } from '@comarketing/server-kit';
import { WriteOutcomeNoteHandler } from './write-outcome-note.handler';

const route = matchingApi.routes.writeOutcomeNote;

@Controller()
export class WriteOutcomeNoteHttpController {
  constructor(private readonly handler: WriteOutcomeNoteHandler) {}

  @InternalEndpoint(route)
  write(@Param('userId', ParseUUIDPipe) userId: string, @Param('id') id: string, @Body() body: unknown): Promise<Campaign> {
    return this.handler.execute(userId, id, parseInput(route.body, body));
  }
}
