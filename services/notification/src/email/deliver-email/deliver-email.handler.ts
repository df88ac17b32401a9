import { Inject, Injectable } from '@nestjs/common';
import { TransientError } from '@comarketing/messaging';
import { LOGGER, UnitOfWork } from '@comarketing/server-kit';
import { type Logger } from 'pino';
import { CARRIES_SECRET_LINK } from '../email-templates';
import { EmailRepository } from '../email.repository';
import { MAIL_SETTINGS, type MailSettings } from '../mailer';
import { MAIL_TRANSPORT, type MailTransport } from '../mail-transport';

/**
 * How long a delivery holds its claim on a mail. Well beyond the longest an attempt can take with
 * the transport's time-outs (10 s to connect, 10 s for the greeting, 30 s of silence), waiting for
 * a pooled connection included, so a claim never runs out under a send still in progress; it only
 * delays, by this much at most, a mail whose delivery died while holding it.
 */
export const EMAIL_CLAIM_MS = 5 * 60_000;

/**
 * `email.queued`: sends one written e-mail, once. A delivery first claims the row (a lease, in one
 * statement), then talks to the SMTP server outside any transaction, then a short statement records
 * it sent. A delivery that finds it sent or erased has nothing to do; one that finds it claimed by
 * another (a redelivery overlapping a slow first attempt) sends nothing and is retried later: by
 * then it is sent, or the claimer died and its lease has run out, and this one sends it, so the
 * mail goes out even if the claimer's process is gone.
 *
 * A failure is counted on the row, the claim given back, and the error rethrown for the bus: an
 * unreachable server or a 4xx is retried with a growing back-off, a refusal (5xx) a few times,
 * then the event waits in the dead-letter queue for an operator.
 *
 * One window remains: a crash (or a lost database) after the server accepted the mail and before
 * it is recorded sent. Nothing here can tell whether the server took it, so once the lease runs
 * out the mail is sent again, with the same Message-ID; receivers that drop duplicates by
 * Message-ID drop it, others show it twice.
 */
@Injectable()
export class DeliverEmailHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly emails: EmailRepository,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    @Inject(MAIL_SETTINGS) private readonly settings: MailSettings,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute(emailId: string): Promise<void> {
    const claimed = await this.emails.claim(this.unitOfWork.db, emailId, EMAIL_CLAIM_MS);
    if (!claimed) {
      const mail = await this.emails.find(this.unitOfWork.db, emailId);
      // Erased with its user meanwhile, or sent already.
      if (!mail || mail.status === 'sent') return;
      throw new TransientError(`e-mail ${emailId} is being sent by another delivery; trying again later`);
    }
    const { mail, lease } = claimed;
    try {
      await this.transport.send(mail, this.settings.from);
    } catch (error) {
      await this.emails.recordFailure(this.unitOfWork.db, emailId, lease, (error as Error).message);
      throw error;
    }
    // In the local mailbox the body is what the developer reads; a real server has its own copy.
    await this.emails.markSent(this.unitOfWork.db, emailId, this.transport.kind === 'smtp' && CARRIES_SECRET_LINK.has(mail.kind));
    this.logger.info({ emailId, kind: mail.kind, transport: this.transport.kind, attempts: mail.attempts + 1 }, 'e-mail sent');
  }
}
