import { Controller, HttpCode, Post } from '@nestjs/common';
import { type DaySalt } from '@comarketing/contracts';
import { IssueDaySaltHandler } from './issue-day-salt.handler';

@Controller('internal/analytics/day-salt')
export class IssueDaySaltHttpController {
  constructor(private readonly handler: IssueDaySaltHandler) {}

  /** A POST: the first call of a day makes the salt (and does the day's housekeeping). */
  @Post()
  @HttpCode(200)
  issue(): Promise<DaySalt> {
    return this.handler.execute();
  }
}
