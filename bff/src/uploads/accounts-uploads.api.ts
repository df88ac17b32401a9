import {
  type CompleteUpload,
  deletedUploadsSchema,
  type UploadIntent,
  uploadIntentSchema,
  type UploadPurpose,
  type UploadRecord,
  uploadRecordSchema,
} from '@comarketing/contracts';
import { type AccountsClient } from '../clients/service-clients';

/** The accounts service's upload API, as the BFF uses it; every answer is checked against the contract. */
export class AccountsUploadsApi {
  constructor(private readonly accounts: AccountsClient) {}

  createIntent(userId: string, purpose: UploadPurpose): Promise<UploadIntent> {
    return this.accounts.request('POST', `/internal/users/${encodeURIComponent(userId)}/uploads`, { body: { purpose }, schema: uploadIntentSchema });
  }

  /** The open upload behind an address: 404 unknown, 410 used or expired. */
  openIntent(id: string): Promise<UploadIntent> {
    return this.accounts.request('GET', `/internal/uploads/${encodeURIComponent(id)}/intent`, { schema: uploadIntentSchema });
  }

  complete(id: string, input: CompleteUpload): Promise<UploadRecord> {
    return this.accounts.request('POST', `/internal/uploads/${encodeURIComponent(id)}/complete`, { body: input, schema: uploadRecordSchema });
  }

  /** A completed upload's metadata; 404 otherwise. */
  get(id: string): Promise<UploadRecord> {
    return this.accounts.request('GET', `/internal/uploads/${encodeURIComponent(id)}`, { schema: uploadRecordSchema });
  }

  /** Deletes every row of the user; answers the ids whose files must go too. */
  async deleteAll(userId: string): Promise<string[]> {
    const { ids } = await this.accounts.request('DELETE', `/internal/users/${encodeURIComponent(userId)}/uploads`, { schema: deletedUploadsSchema });
    return ids;
  }
}
