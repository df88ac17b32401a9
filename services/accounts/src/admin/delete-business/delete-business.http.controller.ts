import { Controller, Delete, Param, ParseUUIDPipe } from '@nestjs/common';
import { type AdminBusiness } from '@comarketing/contracts';
import { DeleteBusinessHandler } from './delete-business.handler';

@Controller('internal/admin/businesses/:businessId')
export class DeleteBusinessHttpController {
  constructor(private readonly handler: DeleteBusinessHandler) {}

  @Delete()
  delete(@Param('businessId', ParseUUIDPipe) businessId: string): Promise<AdminBusiness> {
    return this.handler.execute(businessId);
  }
}
