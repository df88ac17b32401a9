import { type CompleteUpload, type UploadIntent, type UploadPurpose, type UploadRecord } from '@comarketing/contracts';
import { type AccountsClient } from '../clients/service-clients';

/** The accounts service's upload API, as the BFF uses it; every answer is checked against the contract. */
export class AccountsUploadsApi {
  constructor(private readonly accounts: AccountsClient) {}

  createIntent(userId: string, purpose: UploadPurpose): Promise<UploadIntent> {
    return this.accounts.createUploadIntent({ params: { userId }, body: { purpose } });
  }

  /** The open upload behind an address: 404 unknown, 410 used or expired. */
  openIntent(id: string): Promise<UploadIntent> {
    return this.accounts.getUploadIntent({ params: { id } });
  }

  complete(id: string, input: CompleteUpload): Promise<UploadRecord> {
    return this.accounts.completeUpload({ params: { id }, body: input });
  }

  /** A completed upload's metadata; 404 otherwise. */
  get(id: string): Promise<UploadRecord> {
    return this.accounts.getUpload({ params: { id } });
  }

  /** Deletes every row of the user; answers the ids whose files must go too. */
  async deleteAll(userId: string): Promise<string[]> {
    const { ids } = await this.accounts.deleteUserUploads({ params: { userId } });
    return ids;
  }
}
