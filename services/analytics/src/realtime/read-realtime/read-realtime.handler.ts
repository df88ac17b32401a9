import { Injectable } from '@nestjs/common';
import { REALTIME_ACTIVE_MINUTES, REALTIME_LIST_SIZES, type RealtimeTraffic } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { londonDayOf } from '../../calendar/london-day';
import { MetricRepository } from '../../metrics/metric.repository';
import { PageViewRepository } from '../../page-views/page-view.repository';
import { latestActivity, pageViewToActivity, toActivity, toRealtimeUser, toRealtimeVisitor } from '../realtime.mapper';

/** The traffic half of the realtime dashboard: who is on the site now and today, and what just happened. */
@Injectable()
export class ReadRealtimeHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly pageViews: PageViewRepository,
    private readonly metrics: MetricRepository,
  ) {}

  async execute(now = new Date()): Promise<RealtimeTraffic> {
    const db = this.unitOfWork.db;
    const day = londonDayOf(now);
    const activeSince = new Date(now.getTime() - REALTIME_ACTIVE_MINUTES * 60_000);
    const [figures, visitors, users, views, activity] = await Promise.all([
      this.pageViews.visitorFigures(db, day, activeSince),
      this.pageViews.latestVisitors(db, day, REALTIME_LIST_SIZES.visitors),
      this.pageViews.latestUsers(db, day, REALTIME_LIST_SIZES.users),
      this.pageViews.latestViews(db, REALTIME_LIST_SIZES.activity),
      this.metrics.latestActivity(db, REALTIME_LIST_SIZES.activity),
    ]);
    return {
      visitors: { active: figures.active, today: figures.today, list: visitors.map(toRealtimeVisitor) },
      users: { online: figures.usersOnline, today: figures.usersToday, list: users.map(toRealtimeUser) },
      analytics: { list: latestActivity([...views.map(pageViewToActivity), ...activity.map(toActivity)], REALTIME_LIST_SIZES.activity) },
    };
  }
}
