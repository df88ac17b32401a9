import { DEFAULT_OUTAGE_MAX_DELAY_MS, DEFAULT_OUTAGE_RETRY_MS, DEFAULT_RETENTION_MS } from '@comarketing/messaging';
import { z } from 'zod';

export const DAY_MS = 24 * 60 * 60_000;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/**
 * Reads configuration once, from environment variables, through a zod schema. A failure names
 * every missing or malformed variable instead of failing later with an undefined.
 */
export function loadConfig<S extends z.ZodType>(schema: S, env: Record<string, string | undefined> = process.env): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`));
}

/** An environment flag: '1', 'true', 'yes' and 'on' are true. */
export const envFlag = z
  .string()
  .optional()
  .transform((v) => ['1', 'true', 'yes', 'on'].includes((v ?? '').toLowerCase()));

export const portSchema = z.coerce.number().int().min(0).max(65535);

/** Prefix for the broker's exchange and queues, so platforms sharing a broker stay apart. */
export const eventNamespaceSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9_.-]*$/i, 'EVENT_NAMESPACE may hold letters, digits, dots, dashes and underscores')
  .optional();

/**
 * For throwaway namespaces (test runs, benchmarks): the broker deletes their queues once unused
 * this long. Never set in production: a service down for longer would lose its queue.
 */
export const eventQueueExpirySchema = z.coerce.number().int().min(1000, 'EVENT_QUEUE_EXPIRES_MS must be at least 1000').optional();

/** Settings every domain service reads. */
export const serviceConfigSchema = z.object({
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().url({ message: 'DATABASE_URL must be a postgres:// URL' }),
  AMQP_URL: z.string().url().optional(),
  INTERNAL_TOKEN: z.string().min(16, 'INTERNAL_TOKEN must be at least 16 characters'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  EVENT_MAX_RETRIES: z.coerce.number().int().min(0).max(50).default(5),
  EVENT_RETRY_DELAY_MS: z.coerce.number().int().min(10).default(1000),
  /** How long an event whose handler fails for an outage (database unreachable, time-outs) keeps being retried. */
  EVENT_OUTAGE_RETRY_MS: z.coerce.number().int().min(1000, 'EVENT_OUTAGE_RETRY_MS must be at least 1000').default(DEFAULT_OUTAGE_RETRY_MS),
  /** The longest wait between two such retries: how soon after an outage its events go through. */
  EVENT_OUTAGE_MAX_DELAY_MS: z.coerce.number().int().min(10).default(DEFAULT_OUTAGE_MAX_DELAY_MS),
  /** Days sent events and handled-event records are kept; longer than any event can come back. */
  EVENT_RETENTION_DAYS: z.coerce.number().positive().default(DEFAULT_RETENTION_MS / DAY_MS),
  EVENT_NAMESPACE: eventNamespaceSchema,
  EVENT_QUEUE_EXPIRES_MS: eventQueueExpirySchema,
});
export type ServiceConfig = z.infer<typeof serviceConfigSchema>;

/** Checks between settings of a service's configuration (added last: zod cannot extend a refined object). */
export function withServiceConfigChecks<S extends z.ZodType<ServiceConfig>>(schema: S) {
  return schema.refine((config) => config.EVENT_RETENTION_DAYS * DAY_MS > config.EVENT_OUTAGE_RETRY_MS, {
    message: 'EVENT_RETENTION_DAYS must be longer than EVENT_OUTAGE_RETRY_MS: an event retried after its inbox record was purged would be handled twice',
    path: ['EVENT_RETENTION_DAYS'],
  });
}
