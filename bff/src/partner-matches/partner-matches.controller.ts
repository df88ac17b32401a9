import { Body, Controller, Get, HttpCode, Inject, Param, Put, Query, UseGuards } from '@nestjs/common';
import { type OwnerGroup, type PartnerMatch, type PartnerMatchPage, partnerMatchPageQuerySchema, respondToMatchSchema, type UnreadCount } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { SignedInGuard } from '../auth/signed-in.guard';
import { MatchingClient } from '../clients/service-clients';
import { PersonalReadCache } from '../personal-reads/personal-read-cache';
import { CurrentUser, type SessionUser } from '../session/session-user';

/** The partner matches of the session's user, their answers to them, and the group partnerships they are in. */
@Controller('api')
@UseGuards(SignedInGuard)
export class PartnerMatchesController {
  constructor(
    @Inject(MatchingClient) private readonly matching: MatchingClient,
    private readonly reads: PersonalReadCache,
  ) {}

  @Get('partner-matches')
  partnerMatches(@CurrentUser() user: SessionUser): Promise<PartnerMatch[]> {
    return this.reads.read(user.id, 'partner-matches', () => this.matching.listPartnerMatches({ params: { userId: user.id } }));
  }

  /** Ours: the partner matches screen a page at a time, filtered and counted by the matching service. */
  @Get('partner-matches/page')
  partnerMatchPage(@Query() query: unknown, @CurrentUser() user: SessionUser): Promise<PartnerMatchPage> {
    const { requestId, status, tab, search, page, pageSize } = parseInput(partnerMatchPageQuerySchema, query);
    return this.matching.listPartnerMatchPage({ params: { userId: user.id }, query: { requestId, status, tab, search, page, pageSize } });
  }

  /** The group partnerships the user's business is in, with the other members. */
  @Get('group-partnerships')
  groups(@CurrentUser() user: SessionUser): Promise<OwnerGroup[]> {
    return this.matching.listUserGroups({ params: { userId: user.id } });
  }

  @Get('partner-matches/unread-count')
  unreadCount(@CurrentUser() user: SessionUser): Promise<UnreadCount> {
    return this.reads.read(user.id, 'partner-matches/unread-count', () => this.matching.countUnviewedMatches({ params: { userId: user.id } }));
  }

  /** Ours: one match, for a link that opens its detail (the inbox's 'View details'). After the fixed paths above. */
  @Get('partner-matches/:id')
  partnerMatch(@Param('id') id: string, @CurrentUser() user: SessionUser): Promise<PartnerMatch> {
    return this.matching.readPartnerMatch({ params: { userId: user.id, id } });
  }

  @Put('partner-matches/:id/view')
  @HttpCode(200)
  view(@Param('id') id: string, @CurrentUser() user: SessionUser): Promise<PartnerMatch> {
    return this.matching.viewMatch({ params: { userId: user.id, id } });
  }

  @Put('partner-matches/:id/respond')
  @HttpCode(200)
  respond(@Param('id') id: string, @Body() body: unknown, @CurrentUser() user: SessionUser): Promise<PartnerMatch> {
    const { status, message } = parseInput(respondToMatchSchema, body);
    return this.matching.respondToMatch({ params: { userId: user.id, id }, body: { status, message } });
  }
}
