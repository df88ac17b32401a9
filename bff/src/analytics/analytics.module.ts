import { type DynamicModule, Module } from '@nestjs/common';
import { daySaltSchema, PAGE_VIEW_BATCH_MAX } from '@comarketing/contracts';
import { type ServiceClient } from '@comarketing/server-kit';
import { type Logger } from 'pino';
import { AnalyticsClient } from '../clients/service-clients';
import { DailySalt, londonDayOf } from './daily-salt';
import { PageViewBuffer } from './page-view-buffer';
import { PageViewController } from './page-view.controller';
import { PageViewLimiter } from './page-view-limiter';

/** A person reads at most a page or two a second; 120 a minute per visitor leaves room for quick clicking. */
const PAGE_VIEWS_PER_MINUTE = 120;

/** Page views (`POST /api/analytics/page-view`), passed on to the analytics service in batches every 100 ms. */
@Module({})
export class BffAnalyticsModule {
  static forRoot(deps: { analytics: ServiceClient; logger: Logger }): DynamicModule {
    return {
      module: BffAnalyticsModule,
      controllers: [PageViewController],
      providers: [
        { provide: AnalyticsClient, useValue: deps.analytics },
        { provide: DailySalt, useValue: new DailySalt(() => deps.analytics.request('POST', '/internal/analytics/day-salt', { schema: daySaltSchema }), londonDayOf) },
        {
          provide: PageViewBuffer,
          useValue: new PageViewBuffer(async (views) => void (await deps.analytics.request('POST', '/internal/analytics/page-views', { body: { views } })), {
            batchSize: PAGE_VIEW_BATCH_MAX,
            flushMs: 100,
            maxPending: 20 * PAGE_VIEW_BATCH_MAX,
            onError: (error, lost) => deps.logger.warn({ err: error, lost }, 'page views not stored: the analytics service did not take them'),
          }),
        },
        { provide: PageViewLimiter, useValue: new PageViewLimiter({ limit: PAGE_VIEWS_PER_MINUTE, windowMs: 60_000, maxVisitors: 100_000 }) },
      ],
    };
  }
}
