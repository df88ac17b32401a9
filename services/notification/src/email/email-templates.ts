import { COMPANY, type EmailKind } from '@comarketing/contracts';
import { type EmailContent } from './email-layout';

/** What each kind of e-mail needs to be written; `origin` is the site's address for links. */
export type EmailFacts =
  | { kind: 'welcome'; firstName: string }
  | { kind: 'verify-email'; firstName: string; token: string; validHours: number }
  | { kind: 'password-reset'; firstName: string; token: string; validMinutes: number }
  | { kind: 'password-changed'; firstName: string; at: string };

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
  }
}

/** Kinds that carry a secret link: their bodies are cleared once an SMTP server has them. */
export const CARRIES_SECRET_LINK: ReadonlySet<EmailKind> = new Set(['verify-email', 'password-reset']);
