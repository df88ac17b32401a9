import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { LOGGER, RecurringWork, UnitOfWork } from '@comarketing/server-kit';
import { type Logger } from 'pino';
import { Mailer } from '../../email/mailer';
import { ErasedUserRepository } from '../../erasure/erased-user.repository';
import { RecipientRepository } from '../../recipients/recipient.repository';
import { NotificationRepository } from '../notification.repository';
import { digestOf } from './digest-of';

export const UNREAD_DIGEST_SETTINGS = Symbol('UNREAD_DIGEST_SETTINGS');
export interface UnreadDigestSettings {
  /** How long a notification stays unread before it is e-mailed. */
  delayMs: number;
  /** How often to look. */
  checkMs: number;
}

/** Notifications older than this are old news: never e-mailed, however long they stay unread. */
const OLD_NEWS_MS = 7 * 24 * 3600_000;
/** Users per transaction: a short one each, so a long queue never holds locks for long. */
const USERS_PER_RUN = 50;

/**
 * The unread digest: a notification still unread after `UNREAD_DIGEST_DELAY_MINUTES` is e-mailed,
 * grouped with the user's other such notifications into one message, if they have E-mail
 * Notifications on. Each notification goes in one digest at most (marked e-mailed in the same
 * transaction as the mail is written), and several instances never send the same one twice.
 */
@Injectable()
export class UnreadDigestHandler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly recurring: RecurringWork<[Date?]>;

  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly notifications: NotificationRepository,
    private readonly recipients: RecipientRepository,
    private readonly erased: ErasedUserRepository,
    private readonly mailer: Mailer,
    @Inject(UNREAD_DIGEST_SETTINGS) private readonly settings: UnreadDigestSettings,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.recurring = new RecurringWork((now = new Date()) => this.sendDue(now), logger, 'unread digest failed');
  }

  onApplicationBootstrap(): void {
    this.recurring.start(this.settings.checkMs);
  }

  onApplicationShutdown(): Promise<void> {
    return this.recurring.stop();
  }

  /** Sends what is due at `now` (for tests); answers how many digests were written. */
  run(now: Date = new Date()): Promise<number> {
    return this.recurring.run(now);
  }

  private async sendDue(now: Date): Promise<number> {
    const window = { olderThan: new Date(now.getTime() - this.settings.delayMs), notOlderThan: new Date(now.getTime() - OLD_NEWS_MS) };
    let sent = 0;
    for (;;) {
      const users = await this.notifications.usersWithUnreadToEmail(this.unitOfWork.db, window, USERS_PER_RUN);
      let progress = false;
      for (const userId of users) {
        const outcome = await this.sendTo(userId, window);
        if (outcome === 'sent') sent += 1;
        progress ||= outcome !== 'nothing-taken';
      }
      // Rows another instance holds (or about users it cannot lock yet) come back in the next
      // batch unchanged: without progress, the next run takes them.
      if (users.length < USERS_PER_RUN || !progress) break;
    }
    if (sent > 0) this.logger.info({ sent }, 'unread digests written');
    return sent;
  }

  private sendTo(userId: string, window: { olderThan: Date; notOlderThan: Date }): Promise<'sent' | 'taken' | 'nothing-taken'> {
    return this.unitOfWork.run(async (tx) => {
      // The users the digest will name are locked before their notifications are taken, as the
      // Notifier does: an erasure of one of them waits for this mail (and then deletes it, by its
      // about_user_ids) or comes first (and their notifications are gone).
      const about = await this.notifications.aboutUsersOfUnreadToEmail(tx, userId, window);
      await this.erased.lock(tx, [userId, ...about], 'write');
      // Taken (marked e-mailed) even without an address, so a user we cannot write to is not looked at again each minute.
      const unread = await this.notifications.takeUnreadToEmail(tx, userId, window, about);
      const contact = await this.recipients.contactOf(tx, userId);
      if (unread.length === 0) return 'nothing-taken';
      if (!contact) return 'taken';
      const aboutUserIds = unread.flatMap((n) => n.aboutUserIds);
      await this.mailer.send(tx, { userId, to: contact.email, facts: { kind: 'unread-digest', firstName: contact.firstName, ...digestOf(unread) }, aboutUserIds });
      return 'sent';
    });
  }
}
