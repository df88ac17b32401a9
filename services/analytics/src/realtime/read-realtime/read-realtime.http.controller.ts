import { Controller } from '@nestjs/common';
import { analyticsApi, type RealtimeTraffic } from '@comarketing/contracts';
import { InternalEndpoint } from '@comarketing/server-kit';
import { ReadRealtimeHandler } from './read-realtime.handler';

@Controller()
export class ReadRealtimeHttpController {
  constructor(private readonly handler: ReadRealtimeHandler) {}

  @InternalEndpoint(analyticsApi.routes.readRealtime)
  read(): Promise<RealtimeTraffic> {
    return this.handler.execute();
  }
}
