import { Injectable } from '@nestjs/common';
import { type UserUpdatedPayload } from '@comarketing/contracts';
import { type Transaction } from '@comarketing/server-kit';
import { ErasedUserRepository } from '../../erasure/erased-user.repository';
import { WelcomeUserHandler } from '../../notifications/welcome-user/welcome-user.handler';
import { AddressConfirmationRepository, addressStatement } from '../address-confirmation.repository';
import { RecipientRepository } from '../recipient.repository';

/**
 * `user.updated`: keeps the recipient read model current, and whether its address is confirmed (a
 * new address is not; staff may confirm one), which may make the welcome e-mail due now.
 */
@Injectable()
export class UpdateRecipientHandler {
  constructor(
    private readonly erased: ErasedUserRepository,
    private readonly recipients: RecipientRepository,
    private readonly addresses: AddressConfirmationRepository,
    private readonly welcome: WelcomeUserHandler,
  ) {}

  async execute(tx: Transaction, user: UserUpdatedPayload, occurredAt: string): Promise<void> {
    await this.erased.lock(tx, [user.userId], 'write');
    await this.addresses.lock(tx, user.userId);
    await this.recipients.update(tx, user);
    await this.addresses.record(tx, addressStatement(user.userId, user.email, user, occurredAt));
    await this.welcome.mailIfDue(tx, user.userId);
  }
}
