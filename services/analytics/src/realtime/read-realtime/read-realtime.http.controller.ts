import { Controller, Get } from '@nestjs/common';
import { type RealtimeTraffic } from '@comarketing/contracts';
import { ReadRealtimeHandler } from './read-realtime.handler';

@Controller('internal/analytics/realtime')
export class ReadRealtimeHttpController {
  constructor(private readonly handler: ReadRealtimeHandler) {}

  @Get()
  read(): Promise<RealtimeTraffic> {
    return this.handler.execute();
  }
}
