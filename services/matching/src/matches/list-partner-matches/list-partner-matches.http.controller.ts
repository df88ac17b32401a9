import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { type PartnerMatch, type UnreadCount } from '@comarketing/contracts';
import { ListPartnerMatchesHandler } from './list-partner-matches.handler';

@Controller('internal/users/:userId/partner-matches')
export class ListPartnerMatchesHttpController {
  constructor(private readonly handler: ListPartnerMatchesHandler) {}

  @Get()
  list(@Param('userId', ParseUUIDPipe) userId: string): Promise<PartnerMatch[]> {
    return this.handler.list(userId);
  }

  /** Matches the user has not opened yet. */
  @Get('unread-count')
  async unreadCount(@Param('userId', ParseUUIDPipe) userId: string): Promise<UnreadCount> {
    return { count: await this.handler.unviewedCount(userId) };
  }
}
