import { loadConfig } from '@comarketing/server-kit';
import { z } from 'zod';

export const ANALYTICS_SETTINGS = 'analytics:settings';

/** The service's own knobs, read once from the environment and checked (a bad one stops the start). */
export const analyticsSettingsSchema = z.object({
  ANALYTICS_PAGE_VIEW_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
});

export interface AnalyticsSettings {
  /** How many days single page views are kept; after that only the daily counts remain. */
  pageViewRetentionDays: number;
}

export function loadAnalyticsSettings(env: Record<string, string | undefined> = process.env): AnalyticsSettings {
  const parsed = loadConfig(analyticsSettingsSchema, env);
  return { pageViewRetentionDays: parsed.ANALYTICS_PAGE_VIEW_RETENTION_DAYS };
}
