import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { LOGGER, RecurringWork, UnitOfWork } from '@comarketing/server-kit';
import { type Logger } from 'pino';
import { MATCHING_SETTINGS, type MatchingSettings } from '../../matching.settings';
import { PartnerMatchRepository } from '../partner-match.repository';

/**
 * Every `MATCH_EXPIRY_CHECK_MS`, turns overdue pending matches into `expired` and announces each
 * (`match.expired`). Several instances never expire (or announce) one match twice (see the repository).
 */
@Injectable()
export class ExpireMatchesHandler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly recurring: RecurringWork;

  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly matches: PartnerMatchRepository,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(MATCHING_SETTINGS) private readonly settings: MatchingSettings,
  ) {
    this.recurring = new RecurringWork(() => this.expireDue(), logger, 'match expiry failed');
  }

  onApplicationBootstrap(): void {
    this.recurring.start(this.settings.expiryCheckMs);
  }

  onApplicationShutdown(): Promise<void> {
    return this.recurring.stop();
  }

  /** Expires what is due now; returns how many. */
  run(): Promise<number> {
    return this.recurring.run();
  }

  private async expireDue(): Promise<number> {
    const expired = await this.unitOfWork.run(async (tx) => {
      const rows = await this.matches.expireDue(tx);
      for (const row of rows) {
        tx.emit('match.expired', {
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
    if (expired > 0) this.logger.info({ expired }, 'expired overdue matches');
    return expired;
  }
}
