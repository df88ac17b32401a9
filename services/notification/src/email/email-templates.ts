import { COMPANY, type EmailKind } from '@comarketing/contracts';
import { type EmailContent } from './email-layout';

/**
 * What each kind of e-mail needs to be written; `origin` is the site's address for links. The mail
 * that may go to an address nobody has confirmed (the confirmation, the reset link that confirms),
 * and the notice to an address the account has left, take no name and no other text a user chose:
 * they say only our own words.
 */
export type EmailFacts =
  | { kind: 'welcome'; firstName: string }
  | { kind: 'verify-email'; token: string; validHours: number }
  | { kind: 'password-reset'; firstName: string; token: string; validMinutes: number }
  | { kind: 'reset-and-verify'; token: string; validMinutes: number }
  | { kind: 'email-changed'; at: string; by: 'owner' | 'staff' }
  | { kind: 'password-changed'; firstName: string; at: string }
  | { kind: 'login-alert'; firstName: string; at: string; browser: string }
  | { kind: 'new-matches'; firstName: string; title: string; message: string; actionUrl: string; actionText: string }
  | { kind: 'unread-digest'; firstName: string; items: DigestItem[]; more: number; link?: DigestLink };

/** One unread notification in the digest. */
export interface DigestItem {
  title: string;
  message: string;
}

/** The page every notification of a digest leads to (a path of the site), and what its button says. */
export interface DigestLink {
  url: string;
  label: string;
}

const link = (origin: string, path: string, query?: Record<string, string>) => {
  const url = new URL(path, origin);
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
  return url.toString();
};

const londonTime = (iso: string) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/London' }).format(new Date(iso));

/** The words of each e-mail (pure: the same facts always give the same mail). */
export function writeEmail(facts: EmailFacts, origin: string): EmailContent {
  const hello = 'firstName' in facts ? `Hello ${facts.firstName},` : 'Hello,';
  switch (facts.kind) {
    case 'welcome':
      return {
        subject: `Welcome to ${COMPANY.productName}`,
        greeting: hello,
        paragraphs: [
          `Thank you for joining ${COMPANY.productName}. We match UK small businesses with complementary local partners so you can run joint campaigns and share the costs.`,
          'Start with your business profile: matching works from it. Then tell us about a campaign you have in mind, and we will suggest partners.',
        ],
        action: { label: 'Complete your business profile', url: link(origin, '/business-profile') },
      };
    case 'verify-email':
      return {
        subject: `Confirm your e-mail address for ${COMPANY.productName}`,
        greeting: hello,
        paragraphs: ['Please confirm that this is your e-mail address, so we can reach you about your partnerships and your account.'],
        action: { label: 'Confirm my e-mail address', url: link(origin, '/verify-email', { token: facts.token }) },
        afterword: [`The link works for ${facts.validHours} hours. If you did not create an account, you can ignore this e-mail.`],
      };
    case 'reset-and-verify':
      return {
        subject: `Confirm your e-mail address and choose a new ${COMPANY.productName} password`,
        greeting: hello,
        paragraphs: [
          `Someone (we hope you) asked to reset the password of the ${COMPANY.productName} account that uses this e-mail address.`,
          'The address has not been confirmed yet: the link below confirms it and lets you choose a new password.',
        ],
        action: { label: 'Confirm and choose a new password', url: link(origin, '/reset-password', { token: facts.token }) },
        afterword: [`The link works once, for ${facts.validMinutes} minutes. If you did not ask for it, ignore this e-mail: nothing changes.`],
      };
    case 'email-changed':
      return {
        subject: `The e-mail address of your ${COMPANY.productName} account was changed`,
        greeting: hello,
        paragraphs: [
          `The ${COMPANY.productName} account that used this e-mail address was moved to another address on ${londonTime(facts.at)} (UK time), ${facts.by === 'staff' ? 'by our support team' : "in the account's settings"}.`,
          'We will write to the new address from now on, and the links we sent to this address no longer work.',
        ],
        afterword: [`If you did not ask for this, write to ${COMPANY.supportEmail} from this address at once, and we will help you get your account back.`],
      };
    case 'password-reset':
      return {
        subject: `Reset your ${COMPANY.productName} password`,
        greeting: hello,
        paragraphs: ['Someone (we hope you) asked to reset the password of your account.'],
        action: { label: 'Choose a new password', url: link(origin, '/reset-password', { token: facts.token }) },
        afterword: [`The link works once, for ${facts.validMinutes} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`],
      };
    case 'password-changed':
      return {
        subject: `Your ${COMPANY.productName} password was changed`,
        greeting: hello,
        paragraphs: [`The password of your account was changed on ${londonTime(facts.at)} (UK time), and every other signed-in browser was signed out.`],
        action: { label: 'Sign in', url: link(origin, '/sign-in') },
        afterword: [`If this was not you, reset your password at once from the sign-in page and write to ${COMPANY.supportEmail}.`],
      };
    case 'login-alert':
      return {
        subject: `New sign-in to your ${COMPANY.productName} account`,
        greeting: hello,
        paragraphs: [`Your account was signed in to from a browser it had not been used with before (${facts.browser}) on ${londonTime(facts.at)} (UK time).`, 'If this was you, there is nothing to do.'],
        action: { label: 'Reset my password', url: link(origin, '/forgot-password') },
        afterword: [`If this was not you, reset your password now: that signs every browser out. Then write to ${COMPANY.supportEmail}.`],
      };
    case 'new-matches':
      return {
        subject: facts.title,
        greeting: hello,
        paragraphs: [facts.message],
        action: { label: facts.actionText, url: link(origin, facts.actionUrl) },
      };
    case 'unread-digest': {
      const count = facts.items.length + facts.more;
      return {
        subject: count === 1 ? `You have an unread notification on ${COMPANY.productName}` : `You have ${count} unread notifications on ${COMPANY.productName}`,
        greeting: hello,
        paragraphs: [
          count === 1 ? 'This is waiting for you:' : 'These are waiting for you:',
          ...facts.items.map((item) => `${item.title}: ${item.message}`),
          ...(facts.more > 0 ? [`And ${facts.more} more.`] : []),
        ],
        action: facts.link ? { label: facts.link.label, url: link(origin, facts.link.url) } : { label: 'Open my notifications', url: link(origin, '/notifications') },
      };
    }
  }
}

/** Kinds that carry a secret link: their bodies are cleared once an SMTP server has them. */
export const CARRIES_SECRET_LINK: ReadonlySet<EmailKind> = new Set(['verify-email', 'password-reset', 'reset-and-verify']);
