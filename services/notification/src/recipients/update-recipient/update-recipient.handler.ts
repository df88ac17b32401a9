import { Injectable } from '@nestjs/common';
import { type UserUpdatedPayload } from '@comarketing/contracts';
import { type Transaction } from '@comarketing/server-kit';
import { RecipientRepository } from '../recipient.repository';

/** `user.updated`: keeps the recipient read model current. */
@Injectable()
export class UpdateRecipientHandler {
  constructor(private readonly recipients: RecipientRepository) {}

  execute(tx: Transaction, user: UserUpdatedPayload): Promise<void> {
    return this.recipients.update(tx, user);
  }
}
