import { Injectable } from '@nestjs/common';
import { type DomainEventPayload } from '@comarketing/contracts';
import { type Transaction } from '@comarketing/server-kit';
import { ErasedUserRepository } from '../../erasure/erased-user.repository';
import { AddressConfirmationRepository } from '../../recipients/address-confirmation.repository';
import { type EmailFacts } from '../email-templates';
import { Mailer } from '../mailer';

type AccountMailEvent =
  | { type: 'password-reset.requested' | 'email-verification.requested'; payload: DomainEventPayload<'password-reset.requested'> }
  | { type: 'user.password-changed'; payload: DomainEventPayload<'user.password-changed'> }
  | { type: 'user.email-changed'; payload: DomainEventPayload<'user.email-changed'> };

/**
 * The accounts service's mail (a reset link, a confirmation link, "your password was changed", "the
 * account's address was changed" to the address it left): essential, so no preference stops it;
 * not for a user erased meanwhile. Whether the address may be written to is the Mailer's call; a
 * password change says whether the address was confirmed (a reset link confirms it), which is
 * recorded first, as it may arrive before the confirmation's own event.
 */
@Injectable()
export class AccountMailHandler {
  constructor(
    private readonly erased: ErasedUserRepository,
    private readonly addresses: AddressConfirmationRepository,
    private readonly mailer: Mailer,
  ) {}

  /** `occurredAt`: when the accounts service wrote the event. */
  async execute(tx: Transaction, event: AccountMailEvent, occurredAt: string): Promise<void> {
    const { userId } = event.payload;
    await this.erased.lock(tx, [userId], 'write');
    if (await this.erased.isErased(tx, userId)) return;
    if (event.type === 'user.password-changed') {
      await this.addresses.lock(tx, userId);
      await this.addresses.record(tx, { userId, email: event.payload.email, confirmed: event.payload.emailVerified ?? false, at: occurredAt });
    }
    const to = event.type === 'user.email-changed' ? event.payload.previousEmail : event.payload.email;
    await this.mailer.send(tx, { userId, to, facts: factsOf(event) });
  }
}

function factsOf(event: AccountMailEvent): EmailFacts {
  switch (event.type) {
    case 'password-reset.requested': {
      const { firstName, token, validFor, confirmsAddress } = event.payload;
      // For an unconfirmed address (no name to greet with): the link confirms it too, and the mail says so.
      return confirmsAddress || firstName === undefined ? { kind: 'reset-and-verify', token, validMinutes: validFor } : { kind: 'password-reset', firstName, token, validMinutes: validFor };
    }
    case 'email-verification.requested':
      return { kind: 'verify-email', token: event.payload.token, validHours: event.payload.validFor };
    case 'user.password-changed':
      return { kind: 'password-changed', firstName: event.payload.firstName, at: event.payload.at };
    case 'user.email-changed':
      return { kind: 'email-changed', at: event.payload.at, by: event.payload.by };
  }
}
