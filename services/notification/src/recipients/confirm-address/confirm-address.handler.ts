import { Injectable } from '@nestjs/common';
import { type DomainEventPayload } from '@comarketing/contracts';
import { type Transaction } from '@comarketing/server-kit';
import { ErasedUserRepository } from '../../erasure/erased-user.repository';
import { WelcomeUserHandler } from '../../notifications/welcome-user/welcome-user.handler';
import { AddressConfirmationRepository } from '../address-confirmation.repository';

/**
 * `user.email-verified`: the address is confirmed, so the user's other mail may go to it; an owner
 * confirming for the first time gets their welcome e-mail now.
 */
@Injectable()
export class ConfirmAddressHandler {
  constructor(
    private readonly erased: ErasedUserRepository,
    private readonly addresses: AddressConfirmationRepository,
    private readonly welcome: WelcomeUserHandler,
  ) {}

  async execute(tx: Transaction, confirmed: DomainEventPayload<'user.email-verified'>, occurredAt: string): Promise<void> {
    await this.erased.lock(tx, [confirmed.userId], 'write');
    await this.addresses.lock(tx, confirmed.userId);
    await this.addresses.record(tx, { userId: confirmed.userId, email: confirmed.email, confirmed: true, at: confirmed.emailStateAt ?? occurredAt });
    await this.welcome.mailIfDue(tx, confirmed.userId);
  }
}
