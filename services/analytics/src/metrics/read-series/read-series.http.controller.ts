import { Controller, Query } from '@nestjs/common';
import { analyticsApi, type DailySeries } from '@comarketing/contracts';
import { InternalEndpoint, parseInput } from '@comarketing/server-kit';
import { ReadSeriesHandler } from './read-series.handler';

const route = analyticsApi.routes.readSeries;

@Controller()
export class ReadSeriesHttpController {
  constructor(private readonly handler: ReadSeriesHandler) {}

  @InternalEndpoint(route)
  read(@Query() query: unknown): Promise<DailySeries> {
    const { from, to } = parseInput(route.query, query);
    return this.handler.execute(from, to);
  }
}
