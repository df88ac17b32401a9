import { z } from 'zod';
import { type EventEnvelope } from './event-envelope';

// Routing keys are `<aggregate>.<past-tense verb>` (ARCHITECTURE.md). Each event's payload schema
// and version live here, so publisher and consumers agree on one definition.

export const userRegisteredPayloadSchema = z.object({
  userId: z.string().uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string().nullable(),
  agreeToMarketing: z.boolean(),
});
export type UserRegisteredPayload = z.infer<typeof userRegisteredPayloadSchema>;

/** A notification was stored for a user: the BFF pushes it to that user's open pages. */
export const notificationCreatedPayloadSchema = z.object({
  notificationId: z.string().uuid(),
  userId: z.string().uuid(),
  type: z.string(),
  title: z.string(),
});
export type NotificationCreatedPayload = z.infer<typeof notificationCreatedPayloadSchema>;

export const DOMAIN_EVENTS = {
  'user.registered': { version: 1, payload: userRegisteredPayloadSchema },
  'notification.created': { version: 1, payload: notificationCreatedPayloadSchema },
} as const;

export type DomainEventType = keyof typeof DOMAIN_EVENTS;
export type DomainEventPayload<T extends DomainEventType> = z.infer<(typeof DOMAIN_EVENTS)[T]['payload']>;
export type DomainEvent<T extends DomainEventType = DomainEventType> = EventEnvelope<T, DomainEventPayload<T>>;

/** Parses a payload against its event's schema; throws a ZodError on a mismatch. */
export function parseEventPayload<T extends DomainEventType>(type: T, payload: unknown): DomainEventPayload<T> {
  return DOMAIN_EVENTS[type].payload.parse(payload) as DomainEventPayload<T>;
}
