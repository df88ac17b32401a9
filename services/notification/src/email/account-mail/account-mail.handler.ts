import { Injectable } from '@nestjs/common';
import { type DomainEventPayload } from '@comarketing/contracts';
import { type Transaction } from '@comarketing/server-kit';
import { ErasedUserRepository } from '../../erasure/erased-user.repository';
import { AddressConfirmationRepository, addressStatement, type AddressState } from '../../recipients/address-confirmation.repository';
import { type EmailFacts } from '../email-templates';
import { Mailer } from '../mailer';

type AccountMailEvent =
  | { type: 'password-reset.requested' | 'email-verification.requested'; payload: DomainEventPayload<'password-reset.requested'> }
  | { type: 'user.password-changed'; payload: DomainEventPayload<'user.password-changed'> }
  | { type: 'user.email-changed'; payload: DomainEventPayload<'user.email-changed'> };

/**
 * The accounts service's mail (a reset link, a confirmation link, "your password was changed", "the
 * account's address was changed" to the address it left): essential, so no preference stops it;
 * not for a user erased meanwhile. Whether the address may be written to is the Mailer's call. Each
 * of these events says whether the address it is for is confirmed, which is recorded first: the
 * event may be handled before the confirmation's own (`user.email-verified`, on another queue), and
 * a reset link asked right after confirming would otherwise be dropped.
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
    await this.addresses.lock(tx, userId);
    await this.addresses.record(tx, stateOf(event, occurredAt));
    const to = event.type === 'user.email-changed' ? event.payload.previousEmail : event.payload.email;
    await this.mailer.send(tx, { userId, to, facts: factsOf(event) });
  }
}

function stateOf(event: AccountMailEvent, occurredAt: string): AddressState | undefined {
  const { userId } = event.payload;
  if (event.type !== 'user.email-changed') return addressStatement(userId, event.payload.email, event.payload, occurredAt);
  const { previousEmail, previousEmailVerified, previousEmailStateAt } = event.payload;
  return addressStatement(userId, previousEmail, { emailVerified: previousEmailVerified, emailStateAt: previousEmailStateAt }, occurredAt);
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
