import { Body, Controller } from '@nestjs/common';
import { analyticsApi } from '@comarketing/contracts';
import { InternalEndpoint, parseInput } from '@comarketing/server-kit';
import { RecordPageViewHandler } from './record-page-view.handler';

const route = analyticsApi.routes.recordPageViews;

@Controller()
export class RecordPageViewHttpController {
  constructor(private readonly handler: RecordPageViewHandler) {}

  @InternalEndpoint(route)
  record(@Body() body: unknown): Promise<void> {
    return this.handler.execute(parseInput(route.body, body));
  }
}
