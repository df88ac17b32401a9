import { Controller, Inject, NotFoundException } from '@nestjs/common';
import { type MailboxEmail, notificationApi } from '@comarketing/contracts';
import { InternalEndpoint, UnitOfWork } from '@comarketing/server-kit';
import { EmailRepository } from '../email.repository';
import { MAIL_TRANSPORT, type MailTransport } from '../mail-transport';

/** How many of the newest e-mails the developer's mailbox shows. */
const MAILBOX_SIZE = 50;

/** The developer's local mailbox: the newest e-mails, only when no SMTP server is configured (else 404). */
@Controller()
export class MailboxHttpController {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly emails: EmailRepository,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
  ) {}

  @InternalEndpoint(notificationApi.routes.readMailbox)
  async newest(): Promise<{ emails: MailboxEmail[] }> {
    if (this.transport.kind !== 'mailbox') throw new NotFoundException('There is no local mailbox: e-mail goes to the SMTP server.');
    return { emails: await this.emails.newest(this.unitOfWork.db, MAILBOX_SIZE) };
  }
}
