import { loadConfig } from '@comarketing/server-kit';
import { z } from 'zod';

/** The service's own knobs, read once from the environment and checked (a bad one stops the start). */
export const notificationSettingsSchema = z.object({
  /** Recipients per batch of an admin's communication: one short transaction each. */
  COMMUNICATION_BATCH_SIZE: z.coerce.number().int().min(1).max(50_000).default(5000),
});

export interface NotificationSettings {
  communicationBatchSize: number;
}

export function loadNotificationSettings(env: Record<string, string | undefined> = process.env): NotificationSettings {
  return { communicationBatchSize: loadConfig(notificationSettingsSchema, env).COMMUNICATION_BATCH_SIZE };
}
