import { Inject, Injectable } from '@nestjs/common';
import { type UserRegisteredPayload, WELCOME_NOTIFICATION } from '@comarketing/contracts';
import { LOGGER, type Transaction } from '@comarketing/server-kit';
import { type Logger } from 'pino';
import { ErasedUserRepository } from '../../erasure/erased-user.repository';
import { Mailer } from '../../email/mailer';
import { AddressConfirmationRepository, addressStatement } from '../../recipients/address-confirmation.repository';
import { RecipientRepository } from '../../recipients/recipient.repository';
import { Notifier } from '../notifier';

/**
 * `user.registered`: remembers the new recipient, with whether their address is confirmed, and
 * greets an owner with a welcome notification at once. The welcome e-mail waits for the address to
 * be confirmed (`mailIfDue`, also called when a confirmation arrives, in whichever order the two
 * events come): before that, the only mail the address gets is the confirmation.
 */
@Injectable()
export class WelcomeUserHandler {
  constructor(
    private readonly erased: ErasedUserRepository,
    private readonly recipients: RecipientRepository,
    private readonly addresses: AddressConfirmationRepository,
    private readonly notifier: Notifier,
    private readonly mailer: Mailer,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** `occurredAt`: when the accounts service wrote the event. */
  async execute(tx: Transaction, eventId: string, user: UserRegisteredPayload, occurredAt: string): Promise<void> {
    // Not for a user erased meanwhile (the sign-up notice can arrive after the deletion's).
    await this.erased.lock(tx, [user.userId], 'write');
    await this.addresses.lock(tx, user.userId);
    // Staff can be written to and told things, but are not greeted as an owner with a profile to fill.
    await this.recipients.upsertUnlessErased(tx, { ...user, welcomeDue: !user.staff });
    await this.addresses.record(tx, addressStatement(user.userId, user.email, user, occurredAt));
    if (user.staff) return;
    await this.notifier.notify(tx, 'essential', {
      userId: user.userId,
      type: WELCOME_NOTIFICATION.type,
      title: WELCOME_NOTIFICATION.title,
      message: WELCOME_NOTIFICATION.message(user.firstName),
      actionUrl: WELCOME_NOTIFICATION.actionUrl,
      actionText: WELCOME_NOTIFICATION.actionText,
      sourceEventId: eventId,
    });
    await this.mailIfDue(tx, user.userId);
    this.logger.info({ userId: user.userId, eventId }, 'welcome notification created');
  }

  /**
   * The welcome e-mail, once, if it is still due and the recipient's address is confirmed. Call it
   * holding the erasure write lock and the address lock on the user.
   */
  async mailIfDue(tx: Transaction, userId: string): Promise<void> {
    const to = await this.recipients.welcomeDueTo(tx, userId);
    if (!to || !(await this.addresses.isConfirmed(tx, userId, to))) return;
    const recipient = await this.recipients.takeWelcomeDue(tx, userId);
    if (recipient) await this.mailer.send(tx, { userId, to: recipient.email, facts: { kind: 'welcome', firstName: recipient.firstName } });
  }
}
