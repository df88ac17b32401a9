import { Body, Controller, Delete, Param, ParseUUIDPipe } from '@nestjs/common';
import { type AdminBusiness, adminActorSchema } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { z } from 'zod';
import { DeleteBusinessHandler } from './delete-business.handler';

const deleteRequestSchema = z.object({ actor: adminActorSchema });

@Controller('internal/admin/businesses/:businessId')
export class DeleteBusinessHttpController {
  constructor(private readonly handler: DeleteBusinessHandler) {}

  @Delete()
  delete(@Param('businessId', ParseUUIDPipe) businessId: string, @Body() body: unknown): Promise<AdminBusiness> {
    return this.handler.execute(parseInput(deleteRequestSchema, body).actor, businessId);
  }
}
