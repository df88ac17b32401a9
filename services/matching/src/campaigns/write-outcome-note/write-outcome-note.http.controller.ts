import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Put } from '@nestjs/common';
import { type Campaign, campaignOutcomeSchema } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { WriteOutcomeNoteHandler } from './write-outcome-note.handler';

@Controller('internal/users/:userId/campaigns')
export class WriteOutcomeNoteHttpController {
  constructor(private readonly handler: WriteOutcomeNoteHandler) {}

  @Put(':id/outcome')
  @HttpCode(200)
  write(@Param('userId', ParseUUIDPipe) userId: string, @Param('id') id: string, @Body() body: unknown): Promise<Campaign> {
    return this.handler.execute(userId, id, parseInput(campaignOutcomeSchema, body));
  }
}
