import { Controller, Get, Inject, NotFoundException, Param, ParseUUIDPipe } from '@nestjs/common';
import { type AutoMatches } from '@comarketing/contracts';
import { type SqlTransactionRunner } from '@comarketing/messaging';
import { SQL_RUNNER } from '@comarketing/server-kit';
import { isUuid } from '../../read-model/uuid';

interface AutoMatchRow {
  score: number;
  reasons: string[];
  business: AutoMatches['topMatches'][number]['business'];
  /** The matched business's latest campaign; null when it has filed none. */
  title: string | null;
  campaign_types: string[] | null;
  goals: string[] | null;
}

/**
 * The scored candidates of the owner's request, best first (empty while matching runs), each with
 * the candidate's own latest campaign as it is now.
 */
@Controller('internal/users/:userId/requests')
export class GetAutoMatchesHttpController {
  constructor(@Inject(SQL_RUNNER) private readonly db: SqlTransactionRunner) {}

  @Get(':requestId/auto-matches')
  async get(@Param('userId', ParseUUIDPipe) userId: string, @Param('requestId') requestId: string): Promise<AutoMatches> {
    if (!isUuid(requestId)) throw new NotFoundException('Request not found');
    return this.db.transaction(async (tx) => {
      const [request] = await tx.query<{ id: string; status: string }>(`SELECT id, status FROM matching.requests WHERE id = $1 AND user_id = $2`, [requestId, userId]);
      if (!request) throw new NotFoundException('Request not found');
      const rows = await tx.query<AutoMatchRow>(
        `SELECT m.score, m.reasons, m.business, theirs.title, theirs.campaign_types, theirs.goals
         FROM matching.auto_matches m
         LEFT JOIN LATERAL (
           SELECT r.title, r.campaign_types, r.goals FROM matching.requests r WHERE r.business_id = m.business_id ORDER BY r.created_at DESC, r.id DESC LIMIT 1
         ) theirs ON true
         WHERE m.request_id = $1 ORDER BY m.rank`,
        [requestId],
      );
      return {
        // 'open' until the request.created consumer has matched it ('matched' or 'no-matches').
        searching: request.status === 'open',
        totalMatches: rows.length,
        topMatches: rows.map((r) => ({
          // Rounded as /api/partner-matches rounds it (whole percent), so both pages show one figure.
          matchScore: Math.round(r.score * 100) / 100,
          matchReasons: r.reasons,
          business: r.business,
          request: r.title === null ? null : { title: r.title, campaignTypes: r.campaign_types ?? [], goals: r.goals ?? [] },
        })),
      };
    });
  }
}
