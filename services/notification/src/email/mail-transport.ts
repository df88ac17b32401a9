import { TransientError } from '@comarketing/messaging';
import { createTransport, type Transporter } from 'nodemailer';
import { type OutgoingEmail } from './email.repository';

/** Where written e-mail goes: an SMTP server, or nowhere beyond the table (the local mailbox). */
export interface MailTransport {
  /** 'mailbox': no SMTP server is configured; mail stays readable at `/dev/mailbox`. */
  readonly kind: 'smtp' | 'mailbox';
  /** Resolves once the server has accepted the mail; a TransientError means "try again later". */
  send(mail: OutgoingEmail, from: string): Promise<void>;
  close(): void;
}

export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');

/** A 4xx answer or a connection that failed is worth retrying; a 5xx (bad address, refused) is not. */
export function isTemporarySmtpFailure(error: unknown): boolean {
  const { responseCode, code } = (error ?? {}) as { responseCode?: number; code?: string };
  if (typeof responseCode === 'number') return responseCode < 500;
  return code === undefined || ['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED'].includes(code);
}

export class SmtpTransport implements MailTransport {
  readonly kind = 'smtp' as const;
  private readonly transporter: Transporter;

  constructor(url: string) {
    // One pooled connection reused for a run of mails; short time-outs so an unreachable server
    // fails the attempt (and the bus retries it later) instead of holding the consumer.
    this.transporter = createTransport(url, { pool: true, maxConnections: 2, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as never);
  }

  async send(mail: OutgoingEmail, from: string): Promise<void> {
    try {
      await this.transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, messageId: mail.messageId, headers: mail.headers });
    } catch (error) {
      if (isTemporarySmtpFailure(error)) throw new TransientError(`the mail server did not take the e-mail: ${(error as Error).message}`, { cause: error });
      throw error;
    }
  }

  close(): void {
    this.transporter.close();
  }
}

/** No SMTP server: the mail is already in the table, which is the mailbox. */
export class MailboxTransport implements MailTransport {
  readonly kind = 'mailbox' as const;
  async send(): Promise<void> {}
  close(): void {}
}
