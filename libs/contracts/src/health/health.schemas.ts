import { z } from 'zod';

export const componentHealthSchema = z.object({
  status: z.enum(['up', 'down']),
  detail: z.string().optional(),
  /** A figure the part reports (events waiting in an outbox, dead letters), for operators. */
  count: z.number().int().min(0).optional(),
});
export const healthReportSchema = z.object({
  status: z.enum(['up', 'down']),
  components: z.record(z.string(), componentHealthSchema),
});
export type ComponentHealth = z.infer<typeof componentHealthSchema>;
export type HealthReport = z.infer<typeof healthReportSchema>;

export const SYSTEM_PART_KINDS = ['database', 'bus', 'service', 'remote'] as const;

/** One part of the platform as the admin panel's system tab shows it. */
export const systemPartSchema = z.object({
  name: z.string(),
  kind: z.enum(SYSTEM_PART_KINDS),
  status: z.enum(['up', 'down']),
  /** What failed, or what the part says of itself. */
  detail: z.string().nullable(),
  /** How long the check took to answer. */
  latencyMs: z.number().nullable(),
  /** A service's events written but not yet published (its outbox). */
  outboxPending: z.number().int().nullable(),
  /** Events that failed every retry in the part's queues, waiting for an operator. */
  deadLetters: z.number().int().nullable(),
  deadLetterDetail: z.string().nullable(),
});
export type SystemPart = z.infer<typeof systemPartSchema>;

/** `GET /api/admin/system`: every part checked now (a part that does not answer within 2 s is down). */
export const systemStatusSchema = z.object({
  status: z.enum(['up', 'down']),
  checkedAt: z.string(),
  version: z.string(),
  startedAt: z.string(),
  uptimeSeconds: z.number().int().min(0),
  parts: z.array(systemPartSchema),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;
