import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { MATCH_TEXT, type PartnerMatch, type RespondToMatch } from '@comarketing/contracts';
import { type OutboxRelay, type SqlTransactionRunner } from '@comarketing/messaging';
import { emitInTransaction, OUTBOX_RELAY, SQL_RUNNER } from '@comarketing/server-kit';
import { MATCHING_SCHEMA } from '../../matching.schema-name';
import { isUuid } from '../../read-model/uuid';
import { type PartnerMatchRow, toPartnerMatch } from '../partner-match.row';

/**
 * One side accepts or declines its match, once, while it is pending. A decline keeps the pair from
 * being suggested again for 90 days; when both sides have accepted, the pair is accepted.
 */
@Injectable()
export class RespondToMatchHandler {
  constructor(
    @Inject(SQL_RUNNER) private readonly db: SqlTransactionRunner,
    @Inject(OUTBOX_RELAY) private readonly relay: OutboxRelay,
  ) {}

  async execute(userId: string, matchId: string, input: RespondToMatch): Promise<PartnerMatch> {
    if (!isUuid(matchId)) throw new NotFoundException(MATCH_TEXT.notFound);
    const result = await this.db.transaction(async (tx) => {
      const [mine] = await tx.query<PartnerMatchRow>(`SELECT * FROM matching.partner_matches WHERE id = $1 AND user_id = $2 FOR UPDATE`, [matchId, userId]);
      if (!mine) throw new NotFoundException(MATCH_TEXT.notFound);
      if (mine.response_date) throw new ConflictException(MATCH_TEXT.alreadyResponded);
      if (mine.status !== 'pending') throw new ConflictException(MATCH_TEXT.notPending);

      const [updated] = await tx.query<PartnerMatchRow>(
        `UPDATE matching.partner_matches SET status = $3, response_date = now(), response_message = $4, is_viewed = true, updated_at = now()
         WHERE id = $1 AND user_id = $2 RETURNING *`,
        [matchId, userId, input.status, input.message ?? null],
      );
      const [partner] = await tx.query<PartnerMatchRow>(`SELECT * FROM matching.partner_matches WHERE pair_id = $1 AND id <> $2`, [mine.pair_id, matchId]);
      if (input.status === 'rejected') {
        await tx.query(`UPDATE matching.pair_history SET declined_at = now() WHERE pair_id = $1`, [mine.pair_id]);
      }
      const pairAccepted = input.status === 'accepted' && partner?.status === 'accepted';
      if (partner) {
        await emitInTransaction(tx, MATCHING_SCHEMA, 'match.responded', {
          matchId,
          userId,
          status: input.status,
          partnerUserId: partner.user_id,
          partnerMatchId: partner.id,
          partnerBusinessName: mine.partner.businessName,
          responderBusinessName: partner.partner.businessName,
          pairAccepted,
        });
      }
      return updated;
    });
    this.relay.nudge();
    return toPartnerMatch(result);
  }
}
