import { Controller, Get, Query } from '@nestjs/common';
import { calendarDay, type DailySeries } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { z } from 'zod';
import { ReadSeriesHandler } from './read-series.handler';

const day = calendarDay();
const querySchema = z
  .object({ from: day, to: day })
  .refine((range) => range.from <= range.to, 'from must not be after to')
  .refine((range) => Date.parse(range.to) - Date.parse(range.from) <= 366 * 86_400_000, 'Ask for at most a year at a time');

@Controller('internal/analytics/series')
export class ReadSeriesHttpController {
  constructor(private readonly handler: ReadSeriesHandler) {}

  @Get()
  read(@Query() query: unknown): Promise<DailySeries> {
    const { from, to } = parseInput(querySchema, query);
    return this.handler.execute(from, to);
  }
}
