import { Controller, Get, Inject, Param, ParseUUIDPipe } from '@nestjs/common';
import { type PartnerMatch, type UnreadCount } from '@comarketing/contracts';
import { type SqlTransactionRunner } from '@comarketing/messaging';
import { SQL_RUNNER } from '@comarketing/server-kit';
import { type PartnerMatchRow, toPartnerMatch } from '../partner-match.row';

@Controller('internal/users/:userId/partner-matches')
export class ListPartnerMatchesHttpController {
  constructor(@Inject(SQL_RUNNER) private readonly db: SqlTransactionRunner) {}

  /** The user's side of every match, newest first. */
  @Get()
  async list(@Param('userId', ParseUUIDPipe) userId: string): Promise<PartnerMatch[]> {
    const rows = await this.db.transaction((tx) => tx.query<PartnerMatchRow>(`SELECT * FROM matching.partner_matches WHERE user_id = $1 ORDER BY created_at DESC, match_score DESC LIMIT 200`, [userId]));
    return rows.map(toPartnerMatch);
  }

  /** Matches the user has not opened yet. */
  @Get('unread-count')
  async unreadCount(@Param('userId', ParseUUIDPipe) userId: string): Promise<UnreadCount> {
    const [row] = await this.db.transaction((tx) => tx.query<{ count: number }>(`SELECT count(*)::int AS count FROM matching.partner_matches WHERE user_id = $1 AND NOT is_viewed`, [userId]));
    return { count: row.count };
  }
}
