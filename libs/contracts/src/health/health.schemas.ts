import { z } from 'zod';

export const componentHealthSchema = z.object({
  status: z.enum(['up', 'down']),
  detail: z.string().optional(),
});
export const healthReportSchema = z.object({
  status: z.enum(['up', 'down']),
  components: z.record(z.string(), componentHealthSchema),
});
export type ComponentHealth = z.infer<typeof componentHealthSchema>;
export type HealthReport = z.infer<typeof healthReportSchema>;
