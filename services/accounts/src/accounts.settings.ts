import { adminPasswordField, emailField } from '@comarketing/contracts';
import { loadConfig } from '@comarketing/server-kit';
import { availableParallelism } from 'node:os';
import { z } from 'zod';

export const ACCOUNTS_SETTINGS = 'accounts:settings';

const MB = 1024 * 1024;

/**
 * One scrypt hash is 32 MiB and tens of milliseconds of a core (on libuv's thread pool). Half the
 * cores at most, so hashing never takes every core (or every pool thread) from the rest of the
 * process; one on a two-core machine.
 */
const defaultHashConcurrency = () => Math.max(1, Math.floor(availableParallelism() / 2));

const unsetWhenEmpty = (value: unknown) => (value === '' ? undefined : value);

/** The accounts service's own knobs, read once from the environment. */
export const accountsSettingsSchema = z.object({
  HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(defaultHashConcurrency()),
  // 16 waiting at a few tens of ms each: a sign-in never waits more than about a second.
  HASH_QUEUE_LIMIT: z.coerce.number().int().min(0).max(10_000).default(16),
  // Below the BFF's 5-second deadline, so a refusal arrives while the browser still listens.
  HASH_QUEUE_WAIT_MS: z.coerce.number().int().min(100).default(2000),
  UPLOAD_ADDRESSES_PER_HOUR: z.coerce.number().int().min(1).default(30),
  UPLOAD_MB_PER_HOUR: z.coerce.number().min(1).default(50),
  // The first super admin (this service's README): both or neither. No account has admin rights otherwise.
  ADMIN_EMAIL: z.preprocess(unsetWhenEmpty, emailField.optional()),
  ADMIN_PASSWORD: z.preprocess(unsetWhenEmpty, adminPasswordField.optional()),
}).refine((env) => !env.ADMIN_EMAIL === !env.ADMIN_PASSWORD, { message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together: set both or neither', path: ['ADMIN_PASSWORD'] });

export interface AccountsSettings {
  hashing: { concurrency: number; maxQueue: number; maxWaitMs: number };
  uploads: { addressesPerHour: number; bytesPerHour: number };
  /** The super admin made (or promoted) at every start, when configured. */
  bootstrapAdmin: { email: string; password: string } | null;
}

export function loadAccountsSettings(env: Record<string, string | undefined> = process.env): AccountsSettings {
  const parsed = loadConfig(accountsSettingsSchema, env);
  return {
    hashing: { concurrency: parsed.HASH_CONCURRENCY, maxQueue: parsed.HASH_QUEUE_LIMIT, maxWaitMs: parsed.HASH_QUEUE_WAIT_MS },
    uploads: { addressesPerHour: parsed.UPLOAD_ADDRESSES_PER_HOUR, bytesPerHour: Math.round(parsed.UPLOAD_MB_PER_HOUR * MB) },
    bootstrapAdmin: parsed.ADMIN_EMAIL && parsed.ADMIN_PASSWORD ? { email: parsed.ADMIN_EMAIL, password: parsed.ADMIN_PASSWORD } : null,
  };
}
