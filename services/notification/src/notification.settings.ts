import { COMPANY } from '@comarketing/contracts';
import { loadConfig } from '@comarketing/server-kit';
import { z } from 'zod';

/** The service's own knobs, read once from the environment and checked (a bad one stops the start). */
export const notificationSettingsSchema = z.object({
  /** Recipients per batch of an admin's communication: one short transaction each. */
  COMMUNICATION_BATCH_SIZE: z.coerce.number().int().min(1).max(50_000).default(5000),
  /** Where e-mail goes (`smtp://user:pass@host:587`, `smtps://...`); without it, the local mailbox. */
  SMTP_URL: z.string().url().optional(),
  /** The sender of every e-mail. */
  MAIL_FROM: z.string().min(3).default('"Co-Marketing Hub" <no-reply@comarketing.example>'),
  /** The postal address in every e-mail's footer, on one line; until set, the placeholder every page shows. */
  MAIL_POSTAL_ADDRESS: z.string().trim().min(1).max(300).regex(/^[^\r\n]*$/, 'MAIL_POSTAL_ADDRESS must be one line').default(COMPANY.registeredOffice),
  /** The site's address, for the links in e-mails. */
  PUBLIC_ORIGIN: z.string().url().default('http://localhost:8080'),
  /** How long a notification stays unread before it is e-mailed in the unread digest. */
  UNREAD_DIGEST_DELAY_MINUTES: z.coerce.number().min(0).max(10_080).default(60),
  /** How often the unread digest looks for what is due. */
  UNREAD_DIGEST_CHECK_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
});

export interface NotificationSettings {
  communicationBatchSize: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  mailPostalAddress: string;
  publicOrigin: string;
  unreadDigest: { delayMs: number; checkMs: number };
}

export function loadNotificationSettings(env: Record<string, string | undefined> = process.env): NotificationSettings {
  const config = loadConfig(notificationSettingsSchema, env);
  return {
    communicationBatchSize: config.COMMUNICATION_BATCH_SIZE,
    smtpUrl: config.SMTP_URL,
    mailFrom: config.MAIL_FROM,
    mailPostalAddress: config.MAIL_POSTAL_ADDRESS,
    publicOrigin: config.PUBLIC_ORIGIN,
    unreadDigest: { delayMs: config.UNREAD_DIGEST_DELAY_MINUTES * 60_000, checkMs: config.UNREAD_DIGEST_CHECK_MS },
  };
}
