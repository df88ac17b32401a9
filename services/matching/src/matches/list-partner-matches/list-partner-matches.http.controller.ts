import { Controller, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { matchingApi, type PartnerMatch, type PartnerMatchPage, type UnreadCount } from '@comarketing/contracts';
import { InternalEndpoint, parseInput } from '@comarketing/server-kit';
import { ListPartnerMatchesHandler } from './list-partner-matches.handler';

const { listPartnerMatches, listPartnerMatchPage, countUnviewedMatches, readPartnerMatch } = matchingApi.routes;

@Controller()
export class ListPartnerMatchesHttpController {
  constructor(private readonly handler: ListPartnerMatchesHandler) {}

  @InternalEndpoint(listPartnerMatches)
  list(@Param('userId', ParseUUIDPipe) userId: string): Promise<PartnerMatch[]> {
    return this.handler.list(userId);
  }

  @InternalEndpoint(listPartnerMatchPage)
  page(@Param('userId', ParseUUIDPipe) userId: string, @Query() query: unknown): Promise<PartnerMatchPage> {
    return this.handler.page(userId, parseInput(listPartnerMatchPage.query, query));
  }

  @InternalEndpoint(countUnviewedMatches)
  async unreadCount(@Param('userId', ParseUUIDPipe) userId: string): Promise<UnreadCount> {
    return { count: await this.handler.unviewedCount(userId) };
  }

  /** After the fixed paths above, which it would otherwise swallow. */
  @InternalEndpoint(readPartnerMatch)
  one(@Param('userId', ParseUUIDPipe) userId: string, @Param('id') id: string): Promise<PartnerMatch> {
    return this.handler.one(userId, id);
  }
}
