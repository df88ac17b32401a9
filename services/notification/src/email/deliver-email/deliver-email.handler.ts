import { Inject, Injectable } from '@nestjs/common';
import { TransientError } from '@comarketing/messaging';
import { LOGGER, UnitOfWork } from '@comarketing/server-kit';
import { type Logger } from 'pino';
import { CARRIES_SECRET_LINK } from '../email-templates';
import { EmailRepository, type OutgoingEmail } from '../email.repository';
import { MAIL_SETTINGS, type MailSettings } from '../mailer';
import { MAIL_TRANSPORT, type MailTransport } from '../mail-transport';

export const EMAIL_DELIVERY_TIMING = Symbol('EMAIL_DELIVERY_TIMING');

/**
 * `claimMs`: how long a delivery holds its claim on a mail; `sendDeadlineMs`: how long it waits
 * for one send, from asking the transport (waiting for a pooled connection included) to the
 * server's answer. The transport's time-outs bound each silence, not the whole: a server that
 * answers slowly, or a queue behind busy connections, could outlast any lease. So a send is
 * abandoned at its deadline, well inside the lease, and the claim given back; the lease then only
 * delays a mail whose delivery died holding it. Should the rest still outlast the lease (a stalled
 * database or process), recording the send notices that the claim was lost.
 */
export interface EmailDeliveryTiming {
  claimMs: number;
  sendDeadlineMs: number;
}

export const EMAIL_DELIVERY_DEFAULT_TIMING: EmailDeliveryTiming = { claimMs: 5 * 60_000, sendDeadlineMs: 60_000 };

/**
 * `email.queued`: sends one written e-mail, once. A delivery first claims the row (a lease, in one
 * statement), then talks to the SMTP server outside any transaction, then a short statement records
 * it sent. A delivery that finds it sent or erased has nothing to do; one that finds it claimed by
 * another (a redelivery overlapping a slow first attempt) sends nothing and is retried later: by
 * then it is sent, or the claimer died and its lease has run out, and this one sends it, so the
 * mail goes out even if the claimer's process is gone.
 *
 * A failure is counted on the row, the claim given back, and the error rethrown for the bus: an
 * unreachable server, a 4xx or a send abandoned at its deadline is retried with a growing
 * back-off, a refusal (5xx) a few times, then the event waits in the dead-letter queue for an
 * operator. The mail is recorded sent only while this delivery still holds its claim (the lease
 * it set): one that lost it (it ran out and another delivery took the mail) records nothing and
 * warns, as that other delivery may send a second copy.
 *
 * One window remains: the server accepted the mail and it was not recorded sent, because of a
 * crash (or a lost database) in between, or because the end of the message had reached the server
 * just before the deadline abandoned the send. Nothing here can tell whether the server took it,
 * so the mail is sent again (on the retry after a deadline, once the lease has run out after a
 * crash), with the same Message-ID; receivers that drop duplicates by Message-ID drop it, others show it twice.
 */
@Injectable()
export class DeliverEmailHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly emails: EmailRepository,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    @Inject(MAIL_SETTINGS) private readonly settings: MailSettings,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(EMAIL_DELIVERY_TIMING) private readonly timing: EmailDeliveryTiming,
  ) {
    // Half the lease at most: the claim and the record of the send need time around it too.
    if (!(timing.sendDeadlineMs > 0 && timing.sendDeadlineMs * 2 <= timing.claimMs)) throw new RangeError('the send deadline must be positive and at most half the claim');
  }

  async execute(emailId: string): Promise<void> {
    const claimed = await this.emails.claim(this.unitOfWork.db, emailId, this.timing.claimMs);
    if (!claimed) {
      const mail = await this.emails.find(this.unitOfWork.db, emailId);
      // Erased with its user meanwhile, or sent already.
      if (!mail || mail.status === 'sent') return;
      throw new TransientError(`e-mail ${emailId} is being sent by another delivery; trying again later`);
    }
    const { mail, lease } = claimed;
    try {
      await this.sendBeforeDeadline(mail);
    } catch (error) {
      await this.emails.recordFailure(this.unitOfWork.db, emailId, lease, (error as Error).message);
      throw error;
    }
    // In the local mailbox the body is what the developer reads; a real server has its own copy.
    const recorded = await this.emails.markSent(this.unitOfWork.db, emailId, lease, this.transport.kind === 'smtp' && CARRIES_SECRET_LINK.has(mail.kind));
    if (!recorded) {
      this.logger.warn({ emailId, kind: mail.kind, transport: this.transport.kind }, 'e-mail sent after its delivery lost the claim (or the mail was erased): not recorded sent; another delivery may send it again');
      return;
    }
    this.logger.info({ emailId, kind: mail.kind, transport: this.transport.kind, attempts: mail.attempts + 1 }, 'e-mail sent');
  }

  /**
   * Stops waiting at the deadline even for a transport that never answers, and tells the
   * transport to drop the mail (see SmtpTransport.send for what that can and cannot undo).
   */
  private async sendBeforeDeadline(mail: OutgoingEmail): Promise<void> {
    const abandon = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const reason = new TransientError(`the mail server had not taken e-mail ${mail.id} within ${this.timing.sendDeadlineMs} ms; abandoned, to be sent again`);
        reject(reason);
        abandon.abort(reason);
      }, this.timing.sendDeadlineMs);
    });
    try {
      await Promise.race([this.transport.send(mail, this.settings.from, abandon.signal), deadline]);
    } finally {
      clearTimeout(timer);
    }
  }
}
