import { Injectable } from '@nestjs/common';
import { type RecordPageViews } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { londonDayOf } from '../../calendar/london-day';
import { PageViewRepository } from '../page-view.repository';

/** A batch of page views, stored as the BFF described them (hashed visitor, no address), each on its London day. */
@Injectable()
export class RecordPageViewHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly pageViews: PageViewRepository,
  ) {}

  async execute({ views }: RecordPageViews): Promise<void> {
    const dated = views.map((view) => ({ ...view, day: londonDayOf(new Date(view.viewedAt)) }));
    await this.unitOfWork.run((tx) => this.pageViews.insertMany(tx, dated));
  }
}
