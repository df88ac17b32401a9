import { TransientError } from '@comarketing/messaging';
import { createTransport, type Transporter } from 'nodemailer';
import { type OutgoingEmail } from './email.repository';

/** Where written e-mail goes: an SMTP server, or nowhere beyond the table (the local mailbox). */
export interface MailTransport {
  /** 'mailbox': no SMTP server is configured; mail stays readable at `/dev/mailbox`. */
  readonly kind: 'smtp' | 'mailbox';
  /**
   * Resolves once the server has accepted the mail; a TransientError means "try again later".
   * `abandon` aborts when the delivery stops waiting (its deadline): the transport then drops the
   * mail as far as it still can, so that it does not go out after the delivery has given it up.
   */
  send(mail: OutgoingEmail, from: string, abandon: AbortSignal): Promise<void>;
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
    // Two pooled connections reused for a run of mails; short time-outs so an unreachable server
    // fails the attempt (and the bus retries it later) instead of holding the consumer. They bound
    // each silence, not a whole send: the delivery's deadline does that (`abandon`). The settings
    // go beside the url: createTransport's second argument is defaults for each message, where
    // they once sat unread (no pool, nodemailer's time-outs of minutes). socketCloseTimeout 0: a
    // connection closed under an abandoned mail is destroyed, dropping what Node has not written
    // yet, where end() would first flush it, the end of the message perhaps included.
    this.transporter = createTransport({ url, pool: true, maxConnections: 2, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000, socketCloseTimeout: 0 });
  }

  /**
   * On `abandon` the pool takes a mail still waiting for a connection out of its queue (it never
   * reaches the server) and destroys the connection of one being sent. A server that has not
   * received the end of the message discards it. Only if the end had already been handed to the
   * operating system (which still sends it) may the server deliver it, and the retry then sends a
   * second copy, with the same Message-ID.
   */
  async send(mail: OutgoingEmail, from: string, abandon: AbortSignal): Promise<void> {
    try {
      await this.transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, messageId: mail.messageId, headers: mail.headers, signal: abandon });
    } catch (error) {
      if (abandon.aborted) throw abandon.reason;
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
