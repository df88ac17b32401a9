import { type DynamicModule, Module } from '@nestjs/common';
import { ServicePlatformModule, type ServicePlatformOptions } from '@comarketing/server-kit';
import { ANALYTICS_SETTINGS, type AnalyticsSettings } from './analytics.settings';
import { CreateAnalyticsSchema1795638955779 } from './database/migrations/1795638955779-create-analytics-schema';
import { DomainCountsConsumer } from './events/domain-counts.consumer';
import { CountEventsHandler } from './metrics/count-events/count-events.handler';
import { MetricRepository } from './metrics/metric.repository';
import { ReadSeriesHandler } from './metrics/read-series/read-series.handler';
import { ReadSeriesHttpController } from './metrics/read-series/read-series.http.controller';
import { ForgetUserHandler } from './page-views/forget-user/forget-user.handler';
import { IssueDaySaltHandler } from './page-views/issue-day-salt/issue-day-salt.handler';
import { IssueDaySaltHttpController } from './page-views/issue-day-salt/issue-day-salt.http.controller';
import { PageViewRepository } from './page-views/page-view.repository';
import { RecordPageViewHandler } from './page-views/record-page-view/record-page-view.handler';
import { RecordPageViewHttpController } from './page-views/record-page-view/record-page-view.http.controller';
import { ReadRealtimeHandler } from './realtime/read-realtime/read-realtime.handler';
import { ReadRealtimeHttpController } from './realtime/read-realtime/read-realtime.http.controller';

/** Every route the service serves; its contract test compares them with `analyticsApi`. */
export const analyticsControllers = [RecordPageViewHttpController, IssueDaySaltHttpController, ReadRealtimeHttpController, ReadSeriesHttpController];

export const analyticsMigrations = [CreateAnalyticsSchema1795638955779];

@Module({})
export class AnalyticsModule {
  static forRoot(platform: Omit<ServicePlatformOptions, 'name'>, settings: AnalyticsSettings): DynamicModule {
    return {
      module: AnalyticsModule,
      // The platform: database and migrations, unit of work and outbox, bus, health, errors, logs.
      imports: [ServicePlatformModule.forRoot({ ...platform, name: 'analytics' })],
      controllers: analyticsControllers,
      providers: [
        { provide: ANALYTICS_SETTINGS, useValue: settings },
        PageViewRepository,
        MetricRepository,
        RecordPageViewHandler,
        IssueDaySaltHandler,
        ForgetUserHandler,
        CountEventsHandler,
        ReadRealtimeHandler,
        ReadSeriesHandler,
        DomainCountsConsumer,
      ],
    };
  }
}
