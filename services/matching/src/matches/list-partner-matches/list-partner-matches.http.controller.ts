import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { type PartnerMatch, type PartnerMatchPage, partnerMatchPageQuerySchema, type UnreadCount } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { ListPartnerMatchesHandler } from './list-partner-matches.handler';

@Controller('internal/users/:userId/partner-matches')
export class ListPartnerMatchesHttpController {
  constructor(private readonly handler: ListPartnerMatchesHandler) {}

  @Get()
  list(@Param('userId', ParseUUIDPipe) userId: string): Promise<PartnerMatch[]> {
    return this.handler.list(userId);
  }

  /** One page of the partner matches screen, with its figures. */
  @Get('page')
  page(@Param('userId', ParseUUIDPipe) userId: string, @Query() query: unknown): Promise<PartnerMatchPage> {
    return this.handler.page(userId, parseInput(partnerMatchPageQuerySchema, query));
  }

  /** Matches the user has not opened yet. */
  @Get('unread-count')
  async unreadCount(@Param('userId', ParseUUIDPipe) userId: string): Promise<UnreadCount> {
    return { count: await this.handler.unviewedCount(userId) };
  }

  /** One match (after the fixed paths above, which it would otherwise swallow). */
  @Get(':id')
  one(@Param('userId', ParseUUIDPipe) userId: string, @Param('id') id: string): Promise<PartnerMatch> {
    return this.handler.one(userId, id);
  }
}
