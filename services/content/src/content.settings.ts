import { BLOG_IMAGE_LIMITS } from '@comarketing/contracts';
import { loadConfig } from '@comarketing/server-kit';
import { z } from 'zod';

export const CONTENT_SETTINGS = 'content:settings';

/** The service's own knobs, read once from the environment and checked (a bad one stops the start). */
export const contentSettingsSchema = z.object({
  /** Largest image a post may carry, in megabytes (the BFF reads it too, to refuse a larger one before sending it). */
  CONTENT_MEDIA_MAX_MB: z.coerce.number().min(0.1).max(BLOG_IMAGE_LIMITS.maxMbCeiling).default(BLOG_IMAGE_LIMITS.defaultMaxMb),
});

export interface ContentSettings {
  mediaMaxBytes: number;
}

export function loadContentSettings(env: Record<string, string | undefined> = process.env): ContentSettings {
  const parsed = loadConfig(contentSettingsSchema, env);
  return { mediaMaxBytes: Math.round(parsed.CONTENT_MEDIA_MAX_MB * 1024 * 1024) };
}
