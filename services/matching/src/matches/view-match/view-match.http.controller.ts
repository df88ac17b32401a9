import { Controller, Param, ParseUUIDPipe } from '@nestjs/common';
import { matchingApi, type PartnerMatch } from '@comarketing/contracts';
import { InternalEndpoint } from '@comarketing/server-kit';
import { ViewMatchHandler } from './view-match.handler';

@Controller()
export class ViewMatchHttpController {
  constructor(private readonly handler: ViewMatchHandler) {}

  @InternalEndpoint(matchingApi.routes.viewMatch)
  view(@Param('userId', ParseUUIDPipe) userId: string, @Param('id') id: string): Promise<PartnerMatch> {
    return this.handler.execute(userId, id);
  }
}
