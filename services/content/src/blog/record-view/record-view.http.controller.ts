import { Body, Controller, Param, ParseUUIDPipe } from '@nestjs/common';
import { contentApi } from '@comarketing/contracts';
import { InternalEndpoint, parseInput } from '@comarketing/server-kit';
import { RecordViewHandler } from './record-view.handler';

const route = contentApi.routes.recordView;

@Controller()
export class RecordViewHttpController {
  constructor(private readonly handler: RecordViewHandler) {}

  @InternalEndpoint(route)
  record(@Param('id', ParseUUIDPipe) id: string, @Body() body: unknown): Promise<{ counted: boolean }> {
    return this.handler.execute(id, parseInput(route.body, body).visitor);
  }
}
