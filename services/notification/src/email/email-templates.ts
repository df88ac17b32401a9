import { COMPANY, type EmailKind } from '@comarketing/contracts';
import { type EmailContent } from './email-layout';

/** What each kind of e-mail needs to be written; `origin` is the site's address for links. */
export type EmailFacts =
  | { kind: 'welcome'; firstName: string }
  | { kind: 'verify-email'; firstName: string; token: string; validHours: number }
  | { kind: 'password-reset'; firstName: string; token: string; validMinutes: number }
  | { kind: 'password-changed'; firstName: string; at: string }
  | { kind: 'login-alert'; firstName: string; at: string; browser: string }
  | { kind: 'new-matches'; firstName: string; title: string; message: string; actionUrl: string; actionText: string }
  | { kind: 'unread-digest'; firstName: string; items: DigestItem[]; more: number };

/** One unread notification in the digest. */
export interface DigestItem {
  title: string;
  message: string;
}

const link = (origin: string, path: string, query?: Record<string, string>) => {
  const url = new URL(path, origin);
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
  return url.toString();
};

const londonTime = (iso: string) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/London' }).format(new Date(iso));

/** The words of each e-mail (pure: the same facts always give the same mail). */
export function writeEmail(facts: EmailFacts, origin: string): EmailContent {
  const hello = `Hello ${facts.firstName},`;
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
        action: { label: 'Open my notifications', url: link(origin, '/notifications') },
      };
    }
  }
}

/** Kinds that carry a secret link: their bodies are cleared once an SMTP server has them. */
export const CARRIES_SECRET_LINK: ReadonlySet<EmailKind> = new Set(['verify-email', 'password-reset']);
