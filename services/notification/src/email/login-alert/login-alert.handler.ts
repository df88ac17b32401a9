import { Injectable } from '@nestjs/common';
import { type DomainEventPayload } from '@comarketing/contracts';
import { type Transaction } from '@comarketing/server-kit';
import { ErasedUserRepository } from '../../erasure/erased-user.repository';
import { PreferenceRepository } from '../../preferences/preference.repository';
import { AddressConfirmationRepository, addressStatement } from '../../recipients/address-confirmation.repository';
import { Mailer } from '../mailer';

/**
 * `user.new-browser-sign-in` becomes a login alert by e-mail, when the user has Login Alerts on
 * (the spec's default); not for a user erased meanwhile. The sign-in says whether the address was
 * confirmed then, recorded first; the Mailer sends the alert only to a confirmed address.
 */
@Injectable()
export class LoginAlertHandler {
  constructor(
    private readonly erased: ErasedUserRepository,
    private readonly preferences: PreferenceRepository,
    private readonly addresses: AddressConfirmationRepository,
    private readonly mailer: Mailer,
  ) {}

  async execute(tx: Transaction, signIn: DomainEventPayload<'user.new-browser-sign-in'>, occurredAt: string): Promise<void> {
    await this.erased.lock(tx, [signIn.userId], 'write');
    if (await this.erased.isErased(tx, signIn.userId)) return;
    await this.addresses.lock(tx, signIn.userId);
    await this.addresses.record(tx, addressStatement(signIn.userId, signIn.email, signIn, occurredAt));
    if (!(await this.preferences.read(tx, signIn.userId)).loginAlerts) return;
    await this.mailer.send(tx, { userId: signIn.userId, to: signIn.email, facts: { kind: 'login-alert', firstName: signIn.firstName, at: signIn.at, browser: signIn.browser } });
  }
}
