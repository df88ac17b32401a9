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
  /** The site's address, for the links in e-mails. */
  PUBLIC_ORIGIN: z.string().url().default('http://localhost:8080'),
});

export interface NotificationSettings {
  communicationBatchSize: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicOrigin: string;
}

export function loadNotificationSettings(env: Record<string, string | undefined> = process.env): NotificationSettings {
  const config = loadConfig(notificationSettingsSchema, env);
  return { communicationBatchSize: config.COMMUNICATION_BATCH_SIZE, smtpUrl: config.SMTP_URL, mailFrom: config.MAIL_FROM, publicOrigin: config.PUBLIC_ORIGIN };
}
