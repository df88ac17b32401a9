import { z } from 'zod';

/** The one JSON error shape every API answers with. */
export const errorBodySchema = z.object({
  message: z.string(),
  error: z.string().optional(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
