import { loadConfig } from '@comarketing/server-kit';
import { z } from 'zod';

export const CONTENT_SETTINGS = 'content:settings';

/** The service's own knobs, read once from the environment and checked (a bad one stops the start). */
export const contentSettingsSchema = z.object({
  /** Largest image a post may carry, in megabytes. */
  CONTENT_MEDIA_MAX_MB: z.coerce.number().min(0.1).max(20).default(2),
});

export interface ContentSettings {
  mediaMaxBytes: number;
}

export function loadContentSettings(env: Record<string, string | undefined> = process.env): ContentSettings {
  const parsed = loadConfig(contentSettingsSchema, env);
  return { mediaMaxBytes: Math.round(parsed.CONTENT_MEDIA_MAX_MB * 1024 * 1024) };
}
