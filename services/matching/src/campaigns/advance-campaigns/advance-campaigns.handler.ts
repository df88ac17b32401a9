import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { LOGGER, RecurringWork, UnitOfWork } from '@comarketing/server-kit';
import { type Logger } from 'pino';
import { MATCHING_SETTINGS, type MatchingSettings } from '../../matching.settings';
import { dueStatus, ukToday } from '../campaign-lifecycle';
import { membersOf } from '../campaign.mapper';
import { CampaignRepository } from '../campaign.repository';

/**
 * On match expiry's clock (`MATCH_EXPIRY_CHECK_MS`), starts scheduled campaigns whose start date has
 * come (`campaign.activated`) and completes running ones whose end date has passed
 * (`campaign.completed`). Several instances never move one campaign twice (see the repository).
 */
@Injectable()
export class AdvanceCampaignsHandler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly recurring: RecurringWork<[Date?]>;

  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly campaigns: CampaignRepository,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(MATCHING_SETTINGS) private readonly settings: MatchingSettings,
  ) {
    this.recurring = new RecurringWork((now = new Date()) => this.advanceDue(ukToday(now)), logger, 'campaign schedule failed');
  }

  onApplicationBootstrap(): void {
    this.recurring.start(this.settings.expiryCheckMs);
  }

  onApplicationShutdown(): Promise<void> {
    return this.recurring.stop();
  }

  /** Moves on what is due now (`now` for tests); returns how many campaigns changed. */
  run(now: Date = new Date()): Promise<number> {
    return this.recurring.run(now);
  }

  private async advanceDue(today: string): Promise<number> {
    const moved = await this.unitOfWork.run(async (tx) => {
      let count = 0;
      for (const row of await this.campaigns.claimDue(tx, today)) {
        const next = dueStatus(row.status, row.start_date, row.end_date, today);
        if (next === row.status) continue;
        await this.campaigns.setStatus(tx, row.id, next);
        const event = { campaignId: row.id, title: row.title, members: membersOf(row) };
        if (row.status === 'scheduled') tx.emit('campaign.activated', event);
        if (next === 'completed') tx.emit('campaign.completed', event);
        count += 1;
      }
      return count;
    });
    if (moved > 0) this.logger.info({ moved }, 'campaigns started or completed on schedule');
    return moved;
  }
}
