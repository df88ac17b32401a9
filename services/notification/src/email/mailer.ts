import { Inject, Injectable } from '@nestjs/common';
import { EMAIL_UNSUBSCRIBE_PREFERENCE, type EmailKind, type UnsubscribablePreference } from '@comarketing/contracts';
import { type Transaction } from '@comarketing/server-kit';
import { randomUUID } from 'node:crypto';
import { AddressConfirmationRepository } from '../recipients/address-confirmation.repository';
import { layOutEmail } from './email-layout';
import { type EmailFacts, writeEmail } from './email-templates';
import { EmailRepository } from './email.repository';
import { UnsubscribeLinkRepository } from './unsubscribe/unsubscribe-link.repository';

export const MAIL_SETTINGS = Symbol('MAIL_SETTINGS');
export interface MailSettings {
  from: string;
  publicOrigin: string;
  /** The address in every mail's footer. */
  postalAddress: string;
}

/**
 * The only mail an address gets before its owner has confirmed it: the confirmation link, and the
 * reset link of an account whose address is unconfirmed (which confirms it too). Neither carries a
 * word the account's owner chose, so whoever typed a stranger's address at sign-up cannot make us
 * write to that stranger with their words.
 */
export const MAIL_BEFORE_CONFIRMATION: ReadonlySet<EmailKind> = new Set(['verify-email', 'reset-and-verify']);

const preferenceOf = (kind: EmailKind) => (EMAIL_UNSUBSCRIBE_PREFERENCE as Partial<Record<EmailKind, UnsubscribablePreference>>)[kind];

/**
 * How a use case sends an e-mail: `send(tx, ...)` writes it (text and HTML) and announces it
 * (`email.queued`) in the caller's transaction, so it goes if and only if the change commits; the
 * delivery consumer does the sending (deliver-email/). Mail a preference can turn off carries a
 * one-click unsubscribe (RFC 8058): `List-Unsubscribe` for the mail program, which posts to the
 * API, and a link in the footer to the `/unsubscribe` page, which asks before it acts (link
 * scanners open links, they do not press buttons).
 *
 * The one place that decides whether a mail may go to its address at all: any mail but the
 * confirmation mails (MAIL_BEFORE_CONFIRMATION) goes only to an address its user has confirmed
 * (AddressConfirmationRepository, kept from the accounts service's events); any other is dropped
 * here, written nowhere, and `send` answers undefined.
 */
@Injectable()
export class Mailer {
  constructor(
    private readonly emails: EmailRepository,
    private readonly unsubscribeLinks: UnsubscribeLinkRepository,
    private readonly addresses: AddressConfirmationRepository,
    @Inject(MAIL_SETTINGS) private readonly settings: MailSettings,
  ) {}

  /** `aboutUserIds`: other users the mail names (a partner's business), so it is erased with them. */
  async send(tx: Transaction, mail: { userId: string | null; to: string; facts: EmailFacts; aboutUserIds?: string[] }): Promise<string | undefined> {
    // RFC 2606 reserves .invalid for addresses that can never receive mail; the demo businesses use it.
    if (/\.invalid$/i.test(mail.to)) return undefined;
    if (!MAIL_BEFORE_CONFIRMATION.has(mail.facts.kind) && !(mail.userId && (await this.addresses.isConfirmed(tx, mail.userId, mail.to)))) return undefined;
    const origin = this.settings.publicOrigin;
    const preference = preferenceOf(mail.facts.kind);
    const headers: Record<string, string> = {};
    let unsubscribeUrl: string | undefined;
    if (preference && mail.userId) {
      const token = await this.unsubscribeLinks.issue(tx, mail.userId, preference);
      unsubscribeUrl = withToken(new URL('/unsubscribe', origin), token);
      headers['List-Unsubscribe'] = `<${withToken(new URL('/api/email/unsubscribe', origin), token)}>`;
      headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
    }
    const rendered = layOutEmail(writeEmail(mail.facts, origin), { settingsUrl: new URL('/settings', origin).toString(), unsubscribeUrl, postalAddress: this.settings.postalAddress });
    const domain = /@([^>\s]+)/.exec(this.settings.from)?.[1] ?? 'localhost';
    const emailId = await this.emails.insert(tx, { userId: mail.userId, kind: mail.facts.kind, to: mail.to, ...rendered, headers, messageId: `<${randomUUID()}@${domain}>`, aboutUserIds: mail.aboutUserIds ?? [] });
    tx.emit('email.queued', { emailId });
    return emailId;
  }
}

function withToken(url: URL, token: string): string {
  url.searchParams.set('token', token);
  return url.toString();
}
