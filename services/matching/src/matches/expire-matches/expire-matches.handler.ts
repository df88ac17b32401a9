import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { type OutboxRelay, type SqlTransactionRunner } from '@comarketing/messaging';
import { emitInTransaction, LOGGER, OUTBOX_RELAY, SQL_RUNNER } from '@comarketing/server-kit';
import { type Logger } from 'pino';
import { MATCHING_SCHEMA } from '../../matching.schema-name';
import { MATCHING_SETTINGS, type MatchingSettings } from '../../matching.settings';
import { type PartnerMatchRow } from '../partner-match.row';

/**
 * Turns overdue pending matches into `expired` and announces each (`match.expired`). Rows are
 * claimed with SKIP LOCKED, so several instances never expire (or announce) one match twice.
 */
@Injectable()
export class ExpireMatchesHandler implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    @Inject(SQL_RUNNER) private readonly db: SqlTransactionRunner,
    @Inject(OUTBOX_RELAY) private readonly relay: OutboxRelay,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(MATCHING_SETTINGS) private readonly settings: MatchingSettings,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.run(), this.settings.expiryCheckMs);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Expires what is due now; returns how many. */
  run(): Promise<number> {
    this.running ??= this.expireDue()
      .catch((error: unknown) => {
        this.logger.error({ err: error }, 'match expiry failed');
        return 0;
      })
      .finally(() => (this.running = undefined));
    return this.running;
  }

  private async expireDue(): Promise<number> {
    const expired = await this.db.transaction(async (tx) => {
      const rows = await tx.query<PartnerMatchRow>(
        `WITH due AS (
           SELECT id FROM matching.partner_matches WHERE status = 'pending' AND expires_at <= now() ORDER BY expires_at LIMIT 500 FOR UPDATE SKIP LOCKED
         )
         UPDATE matching.partner_matches m SET status = 'expired', updated_at = now() FROM due WHERE m.id = due.id RETURNING m.*`,
      );
      for (const row of rows) {
        await emitInTransaction(tx, MATCHING_SCHEMA, 'match.expired', {
          matchId: row.id,
          userId: row.user_id,
          businessId: row.business_id,
          partnerBusinessName: row.partner.businessName,
          partnerUserId: row.partner_user_id,
          partnerBusinessId: row.partner_business_id,
        });
      }
      return rows.length;
    });
    if (expired > 0) {
      this.logger.info({ expired }, 'expired overdue matches');
      this.relay.nudge();
    }
    return expired;
  }
}
