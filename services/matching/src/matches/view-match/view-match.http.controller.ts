import { Controller, HttpCode, Param, ParseUUIDPipe, Put } from '@nestjs/common';
import { type PartnerMatch } from '@comarketing/contracts';
import { ViewMatchHandler } from './view-match.handler';

@Controller('internal/users/:userId/partner-matches')
export class ViewMatchHttpController {
  constructor(private readonly handler: ViewMatchHandler) {}

  @Put(':id/view')
  @HttpCode(200)
  view(@Param('userId', ParseUUIDPipe) userId: string, @Param('id') id: string): Promise<PartnerMatch> {
    return this.handler.execute(userId, id);
  }
}
