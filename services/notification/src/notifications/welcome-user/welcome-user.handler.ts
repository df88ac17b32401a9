import { Inject, Injectable } from '@nestjs/common';
import { type UserRegisteredPayload, WELCOME_NOTIFICATION } from '@comarketing/contracts';
import { LOGGER, type Transaction } from '@comarketing/server-kit';
import { type Logger } from 'pino';
import { ErasedUserRepository } from '../../erasure/erased-user.repository';
import { Mailer } from '../../email/mailer';
import { RecipientRepository } from '../../recipients/recipient.repository';
import { Notifier } from '../notifier';

/** `user.registered`: remembers the new recipient and greets an owner with a welcome notification and e-mail. */
@Injectable()
export class WelcomeUserHandler {
  constructor(
    private readonly erased: ErasedUserRepository,
    private readonly recipients: RecipientRepository,
    private readonly notifier: Notifier,
    private readonly mailer: Mailer,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute(tx: Transaction, eventId: string, user: UserRegisteredPayload): Promise<void> {
    // Not for a user erased meanwhile (the sign-up notice can arrive after the deletion's).
    await this.erased.lock(tx, [user.userId], 'write');
    await this.recipients.upsertUnlessErased(tx, user);
    // Staff can be written to and told things, but are not greeted as an owner with a profile to fill.
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
    if (!(await this.erased.isErased(tx, user.userId))) await this.mailer.send(tx, { userId: user.userId, to: user.email, facts: { kind: 'welcome', firstName: user.firstName } });
    this.logger.info({ userId: user.userId, eventId }, 'welcome notification and e-mail created');
  }
}
