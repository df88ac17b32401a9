import { envFlag, eventNamespaceSchema, eventQueueExpirySchema, loadConfig, portSchema, serviceConfigSchema } from '@comarketing/server-kit';
import { resolve } from 'node:path';
import { z } from 'zod';
import { MAX_ANSWER_SECONDS } from './demo-content/demo-partner-answers';

const workspaceRoot = resolve(__dirname, '../../..');

export const embeddedConfigSchema = z.object({
  PORT: portSchema.default(8080),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default(resolve(workspaceRoot, '.data')),
  /** When set, a real PostgreSQL is used instead of the embedded one. */
  DATABASE_URL: z.string().url().optional(),
  /** When set, RabbitMQ carries the events instead of the in-process bus. */
  AMQP_URL: z.string().url().optional(),
  EVENT_NAMESPACE: eventNamespaceSchema,
  EVENT_QUEUE_EXPIRES_MS: eventQueueExpirySchema,
  // The one bus of the process follows the same retry settings a service alone would.
  ...serviceConfigSchema.pick({ EVENT_MAX_RETRIES: true, EVENT_RETRY_DELAY_MS: true, EVENT_OUTAGE_RETRY_MS: true, EVENT_OUTAGE_MAX_DELAY_MS: true }).shape,
  SESSION_SECRET: z.string().min(32).optional(),
  /** The BFF-to-service secret; random per start when unset (set it to read /api/health/details). */
  INTERNAL_TOKEN: z.string().min(16, 'INTERNAL_TOKEN must be at least 16 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  COOKIE_SECURE: envFlag,
  /** Demo businesses to match with; by default only with the embedded database (never in a real one). */
  DEMO_CONTENT: z.enum(['on', 'off'], { message: 'DEMO_CONTENT must be on or off' }).optional(),
  /**
   * How long a demo business takes to answer a match, to confirm a campaign plan its partner has
   * confirmed, and to record its made-up result once the campaign runs: a random number of seconds
   * in this range.
   */
  DEMO_ANSWER_SECONDS: z
    .string()
    .regex(/^\d+-\d+$/, 'DEMO_ANSWER_SECONDS must look like 5-30 (seconds)')
    .refine((range) => Number(range.split('-')[0]) <= Number(range.split('-')[1]), 'DEMO_ANSWER_SECONDS must give the smaller number first')
    .refine((range) => Number(range.split('-')[1]) <= MAX_ANSWER_SECONDS, `DEMO_ANSWER_SECONDS must be at most an hour (${MAX_ANSWER_SECONDS})`)
    .default('5-30'),
});
export type EmbeddedConfig = z.infer<typeof embeddedConfigSchema>;

export function loadEmbeddedConfig(env: Record<string, string | undefined> = process.env): EmbeddedConfig {
  return loadConfig(embeddedConfigSchema, env);
}

/** Whether this start seeds the demo businesses. */
export const wantsDemoContent = (config: EmbeddedConfig) => (config.DEMO_CONTENT ?? (config.DATABASE_URL ? 'off' : 'on')) === 'on';
