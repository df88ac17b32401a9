import { z } from 'zod';

// E-mail the platform sends: what kinds exist, which preference (if any) may turn one off, and
// the developer's mailbox when no SMTP server is configured.

/**
 * Every kind of e-mail. Essential ones (account security, what the owner asked for) always go;
 * the others follow a preference and carry a one-click unsubscribe that turns it off. Before an
 * address is confirmed, only the confirmation mails go to it (`verify-email`, and `reset-and-verify`,
 * the reset link of an account whose address is unconfirmed, which confirms it too).
 * `email-changed` tells an account's previous address that it changed.
 */
export const EMAIL_KINDS = ['welcome', 'verify-email', 'password-reset', 'reset-and-verify', 'password-changed', 'login-alert', 'new-matches', 'unread-digest', 'email-changed'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** The preference an unsubscribe link turns off, per kind; absent for essential mail. */
export const EMAIL_UNSUBSCRIBE_PREFERENCE = {
  'login-alert': 'loginAlerts',
  'new-matches': 'emailNotifications',
  'unread-digest': 'emailNotifications',
} as const satisfies Partial<Record<EmailKind, string>>;
export type UnsubscribablePreference = (typeof EMAIL_UNSUBSCRIBE_PREFERENCE)[keyof typeof EMAIL_UNSUBSCRIBE_PREFERENCE];

/** One e-mail in the developer's local mailbox (`/dev/mailbox`, only without an SMTP server). */
export const mailboxEmailSchema = z.object({
  id: z.string().uuid(),
  kind: z.enum(EMAIL_KINDS),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  headers: z.record(z.string(), z.string()),
  createdAt: z.string(),
});
export type MailboxEmail = z.infer<typeof mailboxEmailSchema>;
export const mailboxSchema = z.object({ emails: z.array(mailboxEmailSchema) });

/** What turning each preference off stops, in the words the unsubscribe answer uses. */
export const UNSUBSCRIBE_WHAT: Record<UnsubscribablePreference, string> = {
  loginAlerts: 'login alerts',
  emailNotifications: 'notification e-mails',
};

/**
 * `POST /api/email/unsubscribe?token=...` (RFC 8058 one-click, from the mail program, with the
 * form body `List-Unsubscribe=One-Click`) or with `{ token }` as JSON (from the `/unsubscribe` page).
 * The token is the random one from the mail's link; only its hash is kept.
 */
export const unsubscribeTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{32,64}$/);
export const unsubscribeRequestSchema = z.object({ token: unsubscribeTokenSchema });
export type UnsubscribeRequest = z.infer<typeof unsubscribeRequestSchema>;
export const unsubscribeResponseSchema = z.object({
  preference: z.enum(['loginAlerts', 'emailNotifications']),
  message: z.string(),
});
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;

export const EMAIL_TEXT = {
  unsubscribed: (what: string) => `You will no longer get ${what} by e-mail. You can turn them back on in your settings.`,
  badUnsubscribeLink: 'This unsubscribe link is not valid. You can change what we e-mail you in your settings.',
  unsubscribeTitle: 'Unsubscribe',
  unsubscribeIntro: 'Stop this kind of e-mail with one click. Essential e-mail, such as password resets and the confirmation of a password change, still comes.',
  unsubscribeButton: 'Unsubscribe',
  unsubscribing: 'Unsubscribing...',
  unsubscribeFailed: 'We could not unsubscribe you just now. Please try again.',
  manageSettings: 'Choose what we e-mail you',
} as const;
