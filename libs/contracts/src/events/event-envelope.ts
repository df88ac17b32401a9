import { z } from 'zod';

/**
 * Every domain event travels in this envelope. `id` makes consumers idempotent (the inbox keys on
 * it); `correlationId` follows one user action from the browser request through every service.
 */
export const eventEnvelopeSchema = z.object({
  id: z.string().uuid(),
  type: z.string().min(1),
  occurredAt: z.string().datetime({ offset: true }),
  version: z.number().int().positive(),
  correlationId: z.string().min(1).max(200),
  payload: z.unknown(),
});

export interface EventEnvelope<TType extends string = string, TPayload = unknown> {
  id: string;
  type: TType;
  occurredAt: string;
  version: number;
  correlationId: string;
  payload: TPayload;
}
