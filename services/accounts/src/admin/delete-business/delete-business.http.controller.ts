import { Body, Controller, Delete, Param, ParseUUIDPipe } from '@nestjs/common';
import { type AdminBusiness, internalAdminActionSchema } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { DeleteBusinessHandler } from './delete-business.handler';

@Controller('internal/admin/businesses/:businessId')
export class DeleteBusinessHttpController {
  constructor(private readonly handler: DeleteBusinessHandler) {}

  @Delete()
  delete(@Param('businessId', ParseUUIDPipe) businessId: string, @Body() body: unknown): Promise<AdminBusiness> {
    return this.handler.execute(parseInput(internalAdminActionSchema, body).actor, businessId);
  }
}
