import { loadConfig } from '@comarketing/server-kit';
import { z } from 'zod';

export const MATCHING_SETTINGS = 'matching:settings';

/** Matching's own knobs, read once from the environment. */
export const matchingSettingsSchema = z.object({
  MATCH_EXPIRY_DAYS: z.coerce.number().positive().default(7),
  MATCH_EXPIRY_CHECK_MS: z.coerce.number().int().min(100).default(60_000),
  // Under the BFF's deadline for filing a request (8 s), with room for the filing itself.
  REQUESTER_BUSINESS_WAIT_MS: z.coerce.number().int().min(0).max(6_000).default(4_000),
});

export interface MatchingSettings {
  expiryDays: number;
  expiryCheckMs: number;
  /** How long filing a request waits for the requester's business to reach the read model (create-request). */
  requesterBusinessWaitMs: number;
}

export function loadMatchingSettings(env: Record<string, string | undefined> = process.env): MatchingSettings {
  const parsed = loadConfig(matchingSettingsSchema, env);
  return { expiryDays: parsed.MATCH_EXPIRY_DAYS, expiryCheckMs: parsed.MATCH_EXPIRY_CHECK_MS, requesterBusinessWaitMs: parsed.REQUESTER_BUSINESS_WAIT_MS };
}
