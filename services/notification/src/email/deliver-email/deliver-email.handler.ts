import { Inject, Injectable } from '@nestjs/common';
import { LOGGER, UnitOfWork } from '@comarketing/server-kit';
import { type Logger } from 'pino';
import { CARRIES_SECRET_LINK } from '../email-templates';
import { EmailRepository } from '../email.repository';
import { MAIL_SETTINGS, type MailSettings } from '../mailer';
import { MAIL_TRANSPORT, type MailTransport } from '../mail-transport';

/**
 * `email.queued`: sends one written e-mail, once. The row says whether it went already (a
 * redelivered event sends nothing); the SMTP conversation happens outside any transaction, then a
 * short one records it. A failure is counted on the row and rethrown for the bus: an unreachable
 * server or a 4xx is retried with a growing back-off, a refusal (5xx) a few times, then the event
 * waits in the dead-letter queue for an operator. A crash after the server took the mail and before
 * it was recorded sends it again, with the same Message-ID.
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
    const mail = await this.emails.find(this.unitOfWork.db, emailId);
    // Erased with its user meanwhile, or sent already.
    if (!mail || mail.status === 'sent') return;
    try {
      await this.transport.send(mail, this.settings.from);
    } catch (error) {
      await this.emails.recordFailure(this.unitOfWork.db, emailId, (error as Error).message);
      throw error;
    }
    // In the local mailbox the body is what the developer reads; a real server has its own copy.
    await this.emails.markSent(this.unitOfWork.db, emailId, this.transport.kind === 'smtp' && CARRIES_SECRET_LINK.has(mail.kind));
    this.logger.info({ emailId, kind: mail.kind, transport: this.transport.kind, attempts: mail.attempts + 1 }, 'e-mail sent');
  }
}
