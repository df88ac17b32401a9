import { Inject, Injectable } from '@nestjs/common';
import { type DaySalt } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { randomBytes } from 'node:crypto';
import { ANALYTICS_SETTINGS, type AnalyticsSettings } from '../../analytics.settings';
import { addDays, londonDayOf } from '../../calendar/london-day';
import { MetricRepository } from '../../metrics/metric.repository';
import { PageViewRepository } from '../page-view.repository';

/**
 * Today's salt for the BFF's visitor hashes, one for every BFF so a visitor is one visitor however
 * many run. The first request of a day makes it, and with it the day's housekeeping: the earlier
 * salts are deleted (no hash of theirs can be recomputed from an address any more), and page views
 * and activity items older than the retention go (page views into the daily counts first).
 */
@Injectable()
export class IssueDaySaltHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly pageViews: PageViewRepository,
    private readonly metrics: MetricRepository,
    @Inject(ANALYTICS_SETTINGS) private readonly settings: AnalyticsSettings,
  ) {}

  async execute(now = new Date()): Promise<DaySalt> {
    const day = londonDayOf(now);
    return this.unitOfWork.run(async (tx) => {
      const { salt, created } = await this.pageViews.saltOf(tx, day, randomBytes(32).toString('hex'));
      if (created) {
        await this.pageViews.forgetSaltsBefore(tx, day);
        await this.pageViews.rollUpAndDeleteBefore(tx, addDays(day, -this.settings.pageViewRetentionDays));
        await this.metrics.forgetActivityBefore(tx, new Date(now.getTime() - this.settings.pageViewRetentionDays * 86_400_000));
      }
      return { day, salt };
    });
  }
}
