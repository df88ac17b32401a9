import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { LOGGER, UnitOfWork } from '@comarketing/server-kit';
import { type Logger } from 'pino';
import { MATCHING_SETTINGS, type MatchingSettings } from '../../matching.settings';
import { PartnerMatchRepository } from '../partner-match.repository';

/**
 * Every `MATCH_EXPIRY_CHECK_MS`, turns overdue pending matches into `expired` and announces each
 * (`match.expired`). Several instances never expire (or announce) one match twice (see the repository).
 */
@Injectable()
export class ExpireMatchesHandler implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly matches: PartnerMatchRepository,
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
