import { Injectable } from '@nestjs/common';

/**
 * The user's uploaded files, for account deletion. Backed by the uploads module once it offers
 * file removal; until then the accounts service removes the metadata with the user.
 */
@Injectable()
export class AccountUploads {
  async deleteAll(_userId: string): Promise<void> {
    // Replaced by the uploads module's deleteUserUploads (files and rows).
  }
}
