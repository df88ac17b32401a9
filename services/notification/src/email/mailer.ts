import { Inject, Injectable } from '@nestjs/common';
import { type Transaction } from '@comarketing/server-kit';
import { randomUUID } from 'node:crypto';
import { layOutEmail } from './email-layout';
import { type EmailFacts, writeEmail } from './email-templates';
import { EmailRepository } from './email.repository';

export const MAIL_SETTINGS = Symbol('MAIL_SETTINGS');
export interface MailSettings {
  from: string;
  publicOrigin: string;
}

/**
 * How a use case sends an e-mail: `send(tx, ...)` writes it (text and HTML) and announces it
 * (`email.queued`) in the caller's transaction, so it goes if and only if the change commits; the
 * delivery consumer does the sending (deliver-email/).
 */
@Injectable()
export class Mailer {
  constructor(
    private readonly emails: EmailRepository,
    @Inject(MAIL_SETTINGS) private readonly settings: MailSettings,
  ) {}

  async send(tx: Transaction, mail: { userId: string | null; to: string; facts: EmailFacts }): Promise<string> {
    const rendered = layOutEmail(writeEmail(mail.facts, this.settings.publicOrigin), { settingsUrl: new URL('/settings', this.settings.publicOrigin).toString() });
    const domain = /@([^>\s]+)/.exec(this.settings.from)?.[1] ?? 'localhost';
    const emailId = await this.emails.insert(tx, { userId: mail.userId, kind: mail.facts.kind, to: mail.to, ...rendered, headers: {}, messageId: `<${randomUUID()}@${domain}>` });
    tx.emit('email.queued', { emailId });
    return emailId;
  }
}
