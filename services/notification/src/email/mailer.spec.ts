import { EMAIL_KINDS, type EmailKind } from '@comarketing/contracts';
import { type Transaction } from '@comarketing/server-kit';
import { type AddressConfirmationRepository } from '../recipients/address-confirmation.repository';
import { type EmailFacts } from './email-templates';
import { type EmailRepository } from './email.repository';
import { MAIL_BEFORE_CONFIRMATION, Mailer } from './mailer';
import { type UnsubscribeLinkRepository } from './unsubscribe/unsubscribe-link.repository';

const USER = '7b0c1e9a-52a4-4b5e-9c53-3f1d2f9e4a10';
const STRANGER = 'stranger@example.co.uk';
const OWN = 'ada@example.co.uk';

/** One mail of each kind, as the handlers write them (the name a hostile sign-up would choose). */
const NAME = 'WIN 500 GBP today https://win-now.com';
const FACTS: Record<EmailKind, EmailFacts> = {
  welcome: { kind: 'welcome', firstName: NAME },
  'verify-email': { kind: 'verify-email', token: 't'.repeat(43), validHours: 48 },
  'password-reset': { kind: 'password-reset', firstName: NAME, token: 't'.repeat(43), validMinutes: 30 },
  'reset-and-verify': { kind: 'reset-and-verify', token: 't'.repeat(43), validMinutes: 30 },
  'password-changed': { kind: 'password-changed', firstName: NAME, at: '2026-05-01T10:00:00Z' },
  'login-alert': { kind: 'login-alert', firstName: NAME, at: '2026-05-01T10:00:00Z', browser: 'Firefox on Windows' },
  'new-matches': { kind: 'new-matches', firstName: NAME, title: 'We found a partner', message: 'A bakery', actionUrl: '/partner-matches', actionText: 'See it' },
  'unread-digest': { kind: 'unread-digest', firstName: NAME, items: [{ title: 'Welcome', message: 'Hello' }], more: 0 },
  'email-changed': { kind: 'email-changed', at: '2026-05-01T10:00:00Z', by: 'staff' },
};

function mailerWith(confirmed: Record<string, boolean>) {
  const written: { kind: EmailKind; to: string; text: string }[] = [];
  const emitted: string[] = [];
  const emails = {
    insert: async (_db: unknown, mail: { kind: EmailKind; to: string; text: string }) => {
      written.push(mail);
      return 'e1';
    },
  } as unknown as EmailRepository;
  const unsubscribeLinks = { issue: async () => 'u'.repeat(43) } as unknown as UnsubscribeLinkRepository;
  const addresses = { isConfirmed: async (_db: unknown, userId: string, email: string) => userId === USER && confirmed[email] === true } as unknown as AddressConfirmationRepository;
  const mailer = new Mailer(emails, unsubscribeLinks, addresses, { from: 'Co-Marketing Hub <hello@comarketing.example>', publicOrigin: 'http://localhost:8080', postalAddress: '1 Canal Street, Manchester' });
  const tx = { emit: (type: string) => void emitted.push(type) } as unknown as Transaction;
  return { mailer, tx, written, emitted };
}

describe('the Mailer, the one place that decides whether a mail may go', () => {
  it('sends an unconfirmed address only the confirmation mails, which carry no text a user chose', async () => {
    const { mailer, tx, written, emitted } = mailerWith({ [STRANGER]: false });
    for (const kind of EMAIL_KINDS) await mailer.send(tx, { userId: USER, to: STRANGER, facts: FACTS[kind] });
    expect(written.map((mail) => mail.kind).sort()).toEqual(['reset-and-verify', 'verify-email']);
    expect(emitted).toEqual(['email.queued', 'email.queued']);
    for (const mail of written) {
      expect(mail.text.startsWith('Hello,\n')).toBe(true);
      expect(mail.text).not.toMatch(/WIN|500|win-now/);
    }
  });

  it('refuses every other kind to an unconfirmed address, answering undefined and writing and announcing nothing', async () => {
    const { mailer, tx, written, emitted } = mailerWith({});
    for (const kind of EMAIL_KINDS.filter((k) => !MAIL_BEFORE_CONFIRMATION.has(k))) {
      expect(await mailer.send(tx, { userId: USER, to: STRANGER, facts: FACTS[kind] })).toBeUndefined();
    }
    expect(written).toEqual([]);
    expect(emitted).toEqual([]);
  });

  it("sends every kind to an address its user confirmed, and nothing but confirmations without a user or to another user's address", async () => {
    const { mailer, tx, written } = mailerWith({ [OWN]: true });
    for (const kind of EMAIL_KINDS) expect(await mailer.send(tx, { userId: USER, to: OWN, facts: FACTS[kind] })).toBe('e1');
    expect(written).toHaveLength(EMAIL_KINDS.length);
    // Another user's confirmed address is not this one's.
    const other = mailerWith({ [OWN]: true });
    expect(await other.mailer.send(other.tx, { userId: null, to: OWN, facts: FACTS.welcome })).toBeUndefined();
    expect(await other.mailer.send(other.tx, { userId: '00000000-0000-4000-8000-000000000000', to: OWN, facts: FACTS['login-alert'] })).toBeUndefined();
  });
});
