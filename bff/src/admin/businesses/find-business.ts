import { HttpException, NotFoundException } from '@nestjs/common';
import { ADMIN_TEXT, type AdminBusiness } from '@comarketing/contracts';
import { type AccountsClient } from '../../clients/service-clients';

/** A business chosen in the panel; one that does not exist is the spec's 'Please select valid businesses.' (404). */
export async function findChosenBusiness(accounts: AccountsClient, id: string): Promise<AdminBusiness> {
  try {
    return await accounts.getAdminBusiness({ params: { businessId: id } });
  } catch (error) {
    if (error instanceof HttpException && error.getStatus() === 404) throw new NotFoundException(ADMIN_TEXT.businessNotFound);
    throw error;
  }
}
