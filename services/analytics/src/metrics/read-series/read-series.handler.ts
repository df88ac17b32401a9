import { Injectable } from '@nestjs/common';
import { type DailySeries, SERIES_METRICS } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { MetricRepository } from '../metric.repository';
import { fillDailySeries } from '../series-points';

/** Daily counts of every metric over a range of London days, a point for each day. */
@Injectable()
export class ReadSeriesHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly metrics: MetricRepository,
  ) {}

  async execute(from: string, to: string): Promise<DailySeries> {
    const counts = await this.metrics.dailyCounts(this.unitOfWork.db, from, to);
    return { from, to, series: fillDailySeries(SERIES_METRICS, counts, from, to) };
  }
}
