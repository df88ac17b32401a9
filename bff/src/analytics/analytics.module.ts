import { type DynamicModule, Module } from '@nestjs/common';
import { PAGE_VIEW_BATCH_MAX } from '@comarketing/contracts';
import { type Logger } from 'pino';
import { AnalyticsClient } from '../clients/service-clients';
import { DailySalt, londonDayOf } from './daily-salt';
import { PageViewBuffer } from './page-view-buffer';
import { PageViewController } from './page-view.controller';
import { PAGE_VIEW_LIMITER, ViewLimiter } from './view-limiter';

/**
 * A person reads at most a page or two a second; 120 a minute per client address leaves room for
 * quick clicking in a few tabs, and 600 per network (IPv4 /24) for a handful of people behind it.
 */
const PAGE_VIEW_LIMITS = { perAddress: 120, perNetwork: 600, windowMs: 60_000, maxSubjects: 100_000 };

/** Page views (`POST /api/analytics/page-view`), passed on to the analytics service in batches every 100 ms. */
@Module({})
export class BffAnalyticsModule {
  static forRoot(deps: { analytics: AnalyticsClient; logger: Logger }): DynamicModule {
    return {
      module: BffAnalyticsModule,
      controllers: [PageViewController],
      providers: [
        { provide: AnalyticsClient, useValue: deps.analytics },
        { provide: DailySalt, useValue: new DailySalt(() => deps.analytics.issueDaySalt(), londonDayOf) },
        {
          provide: PageViewBuffer,
          useValue: new PageViewBuffer(async (views) => void (await deps.analytics.recordPageViews({ body: { views } })), {
            batchSize: PAGE_VIEW_BATCH_MAX,
            flushMs: 100,
            maxPending: 20 * PAGE_VIEW_BATCH_MAX,
            onError: (error, lost) => deps.logger.warn({ err: error, lost }, 'page views not stored: the analytics service did not take them'),
          }),
        },
        { provide: PAGE_VIEW_LIMITER, useValue: new ViewLimiter(PAGE_VIEW_LIMITS) },
      ],
    };
  }
}
