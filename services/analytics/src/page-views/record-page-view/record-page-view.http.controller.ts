import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { recordPageViewsSchema } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { RecordPageViewHandler } from './record-page-view.handler';

@Controller('internal/analytics/page-views')
export class RecordPageViewHttpController {
  constructor(private readonly handler: RecordPageViewHandler) {}

  @Post()
  @HttpCode(204)
  record(@Body() body: unknown): Promise<void> {
    return this.handler.execute(parseInput(recordPageViewsSchema, body));
  }
}
