import { Injectable } from '@nestjs/common';
import { type DomainEventPayload } from '@comarketing/contracts';
import { type Transaction } from '@comarketing/server-kit';
import { ErasedUserRepository } from '../../erasure/erased-user.repository';
import { type EmailFacts } from '../email-templates';
import { Mailer } from '../mailer';

type AccountMailEvent =
  | { type: 'password-reset.requested' | 'email-verification.requested'; payload: DomainEventPayload<'password-reset.requested'> }
  | { type: 'user.password-changed'; payload: DomainEventPayload<'user.password-changed'> };

/**
 * The accounts service's mail (a reset link, a confirmation link, "your password was changed"):
 * essential, so no preference stops it; not for a user erased meanwhile.
 */
@Injectable()
export class AccountMailHandler {
  constructor(
    private readonly erased: ErasedUserRepository,
    private readonly mailer: Mailer,
  ) {}

  async execute(tx: Transaction, event: AccountMailEvent): Promise<void> {
    const { userId, email } = event.payload;
    await this.erased.lock(tx, [userId], 'write');
    if (await this.erased.isErased(tx, userId)) return;
    await this.mailer.send(tx, { userId, to: email, facts: factsOf(event) });
  }
}

function factsOf(event: AccountMailEvent): EmailFacts {
  switch (event.type) {
    case 'password-reset.requested':
      return { kind: 'password-reset', firstName: event.payload.firstName, token: event.payload.token, validMinutes: event.payload.validFor };
    case 'email-verification.requested':
      return { kind: 'verify-email', firstName: event.payload.firstName, token: event.payload.token, validHours: event.payload.validFor };
    case 'user.password-changed':
      return { kind: 'password-changed', firstName: event.payload.firstName, at: event.payload.at };
  }
}
