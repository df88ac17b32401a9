import { z } from 'zod';
import { type EventEnvelope } from './event-envelope';

// Routing keys are `<aggregate>.<past-tense verb>` (`user.registered`). Each event's payload schema
// and version live here, so publisher and consumers agree on one definition.

/**
 * When the account's address or its confirmation last changed, by the accounts database's clock
 * (`accounts.users.email_state_at`, raised by every change): an event that says whether `email` is
 * confirmed says it as of this moment. Events about one account travel on different queues and may
 * be written from a read made just before a change, so the notification service keeps, per address,
 * the statement with the latest `emailStateAt`, not the one handled last nor the one written last.
 * Absent from events written before it existed: their `occurredAt` stands in.
 */
const emailStateAt = z.string().datetime({ offset: true }).optional();

export const userRegisteredPayloadSchema = z.object({
  userId: z.string().uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string().nullable(),
  agreeToMarketing: z.boolean(),
  /** A staff account made from ADMIN_EMAIL or the CLI: no owner's welcome, not a sign-up in the figures. */
  staff: z.boolean().optional(),
  /**
   * Whether `email` is confirmed: false for an owner's sign-up (confirmed later by the link mailed
   * to it: `user.email-verified`), true for a staff account made from the operator's settings.
   * Absent from events written before it existed: nothing is said (the address has no state).
   */
  emailVerified: z.boolean().optional(),
  emailStateAt,
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

/** An admin sent a notification to chosen users or to everyone: the notification service delivers it in batches. */
export const communicationRequestedPayloadSchema = z.object({ communicationId: z.string().uuid() });
export type CommunicationRequestedPayload = z.infer<typeof communicationRequestedPayloadSchema>;

/** One batch of a communication was stored, one notification per user: the BFF pushes it to their open pages. */
export const notificationsDeliveredPayloadSchema = z.object({ communicationId: z.string().uuid(), userIds: z.array(z.string().uuid()) });
export type NotificationsDeliveredPayload = z.infer<typeof notificationsDeliveredPayloadSchema>;

/** A message from the team reached an owner's Messages tab: the BFF pushes it to their open pages. */
export const messageCreatedPayloadSchema = z.object({ messageId: z.string().uuid(), userId: z.string().uuid(), conversationId: z.string().uuid().nullable() });
export type MessageCreatedPayload = z.infer<typeof messageCreatedPayloadSchema>;

/**
 * The accounts service asks for a mail with a secret link. The token travels only here and in the
 * mail (the accounts service keeps its hash); the event is kept only until sent.
 */
export const accountLinkRequestedPayloadSchema = z.object({
  userId: z.string().uuid(),
  email: z.string(),
  /** For the greeting of a reset mail to a confirmed address; never sent with a mail to an unconfirmed one, which greets nobody by name. */
  firstName: z.string().optional(),
  token: z.string(),
  validFor: z.number().int().positive(),
  /** A reset link for an account whose address is not confirmed: using it also confirms the address, and the mail says so. */
  confirmsAddress: z.boolean().optional(),
  /**
   * Whether `email` is confirmed (a confirmation request: no), recorded before the mail is judged:
   * a reset asked right after a confirmation may be handled before the confirmation's own event.
   * Absent from older events: nothing is said.
   */
  emailVerified: z.boolean().optional(),
  emailStateAt,
});

/**
 * A user's password changed (in settings or by a reset link): they are told by e-mail, and after a
 * reset link the BFF ends every session begun under an older `credentialsVersion` (events written
 * before these fields existed have none; their sessions were ended by the request itself).
 */
export const userPasswordChangedPayloadSchema = z.object({
  userId: z.string().uuid(),
  email: z.string(),
  firstName: z.string(),
  at: z.string(),
  via: z.enum(['settings', 'reset-link']).optional(),
  credentialsVersion: z.number().int().positive().optional(),
  /** Whether `email` was confirmed when the password changed (a reset link confirms it). Absent from older events: nothing is said. */
  emailVerified: z.boolean().optional(),
  emailStateAt,
});

/**
 * A user signed in from a browser they had not used before (its cookie unknown to the accounts
 * service): they get a login alert by e-mail, unless they turned Login Alerts off.
 */
export const userNewBrowserSignInPayloadSchema = z.object({
  userId: z.string().uuid(),
  email: z.string(),
  firstName: z.string(),
  at: z.string(),
  browser: z.string(),
  /** Whether `email` was confirmed at the sign-in. Absent from older events: nothing is said. */
  emailVerified: z.boolean().optional(),
  emailStateAt,
});

/**
 * The user proved they read `email`: they opened the confirmation link mailed to it, or a reset
 * link mailed to it, or staff marked it confirmed. Mail other than the confirmation goes only to a
 * confirmed address; the welcome e-mail goes at the first confirmation.
 */
export const userEmailVerifiedPayloadSchema = z.object({ userId: z.string().uuid(), email: z.string(), emailStateAt });

/**
 * The account's e-mail address changed (by its owner in settings, or by staff): `previousEmail`
 * is told so, if it was confirmed (`previousEmailVerified`, as of `previousEmailStateAt`: recorded
 * first, as the notice may be handled before that address's own confirmation). The new address is
 * unconfirmed until its confirmation link is used.
 */
export const userEmailChangedPayloadSchema = z.object({
  userId: z.string().uuid(),
  previousEmail: z.string(),
  at: z.string(),
  by: z.enum(['owner', 'staff']),
  previousEmailVerified: z.boolean().optional(),
  previousEmailStateAt: emailStateAt,
});

/** An e-mail was written to the notification service's mail table; its delivery consumer sends it. */
export const emailQueuedPayloadSchema = z.object({ emailId: z.string().uuid() });

/** An owner wrote to the team (a support chat, a reply to a staff message): staff's open pages refetch. */
export const conversationOwnerWrotePayloadSchema = z.object({ conversationId: z.string().uuid(), userId: z.string().uuid() });

/** Staff closed or reopened a conversation: the owner's open chat says so, other staff's views refetch. */
export const conversationStatusChangedPayloadSchema = z.object({ conversationId: z.string().uuid(), userId: z.string().uuid(), status: z.enum(['open', 'closed']) });

export const userUpdatedPayloadSchema = z.object({
  userId: z.string().uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string().nullable(),
  /** Whether `email` is confirmed now (a new address is not). Absent from older events: nothing is said. */
  emailVerified: z.boolean().optional(),
  emailStateAt,
});
export type UserUpdatedPayload = z.infer<typeof userUpdatedPayloadSchema>;

/**
 * The user and everything of theirs is gone: every service erases what it holds about them,
 * including what names them in other users' rows and in the events it has sent.
 */
export const userDeletedPayloadSchema = z.object({ userId: z.string().uuid() });

/** The facts of a business other services keep read models of (matching scores on them). */
export const businessUpsertedPayloadSchema = z.object({
  businessId: z.string().uuid(),
  userId: z.string().uuid(),
  businessName: z.string(),
  industry: z.string(),
  description: z.string().nullable(),
  location: z.string(),
  postcode: z.string(),
  radius: z.number(),
  website: z.string().nullable(),
  logo: z.string().nullable(),
  companySize: z.string().nullable(),
  monthlyBudget: z.string().nullable(),
  preferredChannels: z.array(z.string()),
  campaignGoals: z.array(z.string()),
  customerType: z.string().nullable(),
  targetAgeRange: z.string().nullable(),
  targetLocation: z.string().nullable(),
  budgetRange: z.string().nullable(),
  collaborationPreference: z.string().nullable(),
  campaignFrequency: z.string().nullable(),
  verified: z.boolean(),
  updatedAt: z.string(),
});
export type BusinessUpsertedPayload = z.infer<typeof businessUpsertedPayloadSchema>;

export const businessDeletedPayloadSchema = z.object({ businessId: z.string().uuid(), userId: z.string().uuid() });

/** A marketing request was filed: the matching service looks for partners. */
export const requestCreatedPayloadSchema = z.object({
  requestId: z.string().uuid(),
  businessId: z.string().uuid(),
  userId: z.string().uuid(),
  title: z.string(),
  campaignTypes: z.array(z.string()),
  goals: z.array(z.string()),
  budget: z.object({ min: z.number(), max: z.number(), period: z.string() }),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  idealPartner: z.object({ industry: z.array(z.string()), size: z.string(), location: z.string() }),
  description: z.string(),
});
export type RequestCreatedPayload = z.infer<typeof requestCreatedPayloadSchema>;

const matchSideSchema = z.object({ matchId: z.string().uuid(), userId: z.string().uuid(), businessId: z.string().uuid(), partnerBusinessName: z.string() });

/** Partners were found for a request: one entry per side of each new pair. */
export const matchesFoundPayloadSchema = z.object({
  requestId: z.string().uuid(),
  requesterUserId: z.string().uuid(),
  sides: z.array(matchSideSchema.extend({ role: z.enum(['requester', 'partner']) })),
});
export type MatchesFoundPayload = z.infer<typeof matchesFoundPayloadSchema>;

/** Staff matched two businesses (a manual match from the admin panel): one entry per side. */
export const matchSuggestedPayloadSchema = z.object({ pairId: z.string().uuid(), sides: z.array(matchSideSchema).length(2) });
export type MatchSuggestedPayload = z.infer<typeof matchSuggestedPayloadSchema>;

/** Staff put businesses together in a group partnership: each member's owner hears of the others. */
export const groupCreatedPayloadSchema = z.object({
  groupId: z.string().uuid(),
  name: z.string(),
  members: z.array(z.object({ userId: z.string().uuid(), businessId: z.string().uuid(), businessName: z.string() })).min(2),
});
export type GroupCreatedPayload = z.infer<typeof groupCreatedPayloadSchema>;

export const matchRespondedPayloadSchema = z.object({
  matchId: z.string().uuid(),
  userId: z.string().uuid(),
  status: z.enum(['accepted', 'rejected']),
  partnerUserId: z.string().uuid(),
  partnerMatchId: z.string().uuid(),
  partnerBusinessName: z.string(),
  responderBusinessName: z.string(),
  pairAccepted: z.boolean(),
});
export type MatchRespondedPayload = z.infer<typeof matchRespondedPayloadSchema>;

/**
 * One side's match expired. `partnerUserId` and `partnerBusinessId` say whom the notice is about (so
 * its notification can be erased with that user); absent only from events written before they existed.
 */
export const matchExpiredPayloadSchema = matchSideSchema.extend({ partnerUserId: z.string().uuid().optional(), partnerBusinessId: z.string().uuid().optional() });

/**
 * A campaign was created (both sides accepted a match, or staff made a group), started (all partners
 * confirmed and its start date came) or completed (its end date passed, or a partner ended it early):
 * every partner's owner is told, unless they turned Campaign Updates off.
 */
export const campaignChangedPayloadSchema = z.object({
  campaignId: z.string().uuid(),
  title: z.string(),
  members: z.array(z.object({ userId: z.string().uuid(), businessId: z.string().uuid(), businessName: z.string() })).min(1),
});
export type CampaignChangedPayload = z.infer<typeof campaignChangedPayloadSchema>;

/**
 * A partner confirmed a draft campaign's plan (`confirmedByUserId`, once per partner and plan: a
 * change to the plan resets every confirmation). When it was the last, `campaign.activated`
 * follows, or the campaign waits for its start date. The embedded demo hears it: a demo business
 * confirms what its partner confirmed.
 */
export const campaignConfirmedPayloadSchema = campaignChangedPayloadSchema.extend({ confirmedByUserId: z.string().uuid() });
export type CampaignConfirmedPayload = z.infer<typeof campaignConfirmedPayloadSchema>;

/**
 * A blog post became public, changed while public, or stopped being public (`content.post.published`,
 * `content.post.updated`, `content.post.unpublished`, `content.post.archived`, `content.post.deleted`):
 * the BFF refreshes its sitemap, feed and page heads.
 */
export const blogPostChangedPayloadSchema = z.object({
  postId: z.string().uuid(),
  slug: z.string(),
  status: z.enum(['draft', 'published', 'archived', 'deleted']),
  updatedAt: z.string(),
});
export type BlogPostChangedPayload = z.infer<typeof blogPostChangedPayloadSchema>;

/**
 * How long the producer's outbox keeps an event once it is published: `retention` (the default) for
 * the retention period, for replays and inquiries; `until-sent`, deleted as soon as it is published,
 * for the notices of an erasure, which would otherwise keep in the outbox the very ids they ask every
 * service to erase. Declared here, per event type, so no producer can forget it.
 */
export type OutboxKeep = 'retention' | 'until-sent';

interface DomainEventDefinition {
  version: number;
  payload: z.ZodTypeAny;
  keep?: OutboxKeep;
}

export const DOMAIN_EVENTS = {
  'user.registered': { version: 1, payload: userRegisteredPayloadSchema },
  'notification.created': { version: 1, payload: notificationCreatedPayloadSchema },
  'communication.requested': { version: 1, payload: communicationRequestedPayloadSchema },
  'notifications.delivered': { version: 1, payload: notificationsDeliveredPayloadSchema },
  'message.created': { version: 1, payload: messageCreatedPayloadSchema },
  'email.queued': { version: 1, payload: emailQueuedPayloadSchema },
  'password-reset.requested': { version: 1, payload: accountLinkRequestedPayloadSchema, keep: 'until-sent' },
  'email-verification.requested': { version: 1, payload: accountLinkRequestedPayloadSchema, keep: 'until-sent' },
  'user.password-changed': { version: 1, payload: userPasswordChangedPayloadSchema },
  'user.new-browser-sign-in': { version: 1, payload: userNewBrowserSignInPayloadSchema },
  'user.email-verified': { version: 1, payload: userEmailVerifiedPayloadSchema },
  'user.email-changed': { version: 1, payload: userEmailChangedPayloadSchema },
  'conversation.owner-wrote': { version: 1, payload: conversationOwnerWrotePayloadSchema },
  'conversation.status-changed': { version: 1, payload: conversationStatusChangedPayloadSchema },
  'user.updated': { version: 1, payload: userUpdatedPayloadSchema },
  'user.deleted': { version: 1, payload: userDeletedPayloadSchema, keep: 'until-sent' },
  'business.upserted': { version: 1, payload: businessUpsertedPayloadSchema },
  'business.deleted': { version: 1, payload: businessDeletedPayloadSchema, keep: 'until-sent' },
  'request.created': { version: 1, payload: requestCreatedPayloadSchema },
  'matches.found': { version: 1, payload: matchesFoundPayloadSchema },
  'match.suggested': { version: 1, payload: matchSuggestedPayloadSchema },
  'group.created': { version: 1, payload: groupCreatedPayloadSchema },
  'match.responded': { version: 1, payload: matchRespondedPayloadSchema },
  'match.expired': { version: 1, payload: matchExpiredPayloadSchema },
  'campaign.created': { version: 1, payload: campaignChangedPayloadSchema },
  'campaign.confirmed': { version: 1, payload: campaignConfirmedPayloadSchema },
  'campaign.activated': { version: 1, payload: campaignChangedPayloadSchema },
  'campaign.completed': { version: 1, payload: campaignChangedPayloadSchema },
  'content.post.published': { version: 1, payload: blogPostChangedPayloadSchema },
  'content.post.updated': { version: 1, payload: blogPostChangedPayloadSchema },
  'content.post.unpublished': { version: 1, payload: blogPostChangedPayloadSchema },
  'content.post.archived': { version: 1, payload: blogPostChangedPayloadSchema },
  'content.post.deleted': { version: 1, payload: blogPostChangedPayloadSchema },
} as const satisfies Record<string, DomainEventDefinition>;

export type DomainEventType = keyof typeof DOMAIN_EVENTS;
export type DomainEventPayload<T extends DomainEventType> = z.infer<(typeof DOMAIN_EVENTS)[T]['payload']>;
export type DomainEvent<T extends DomainEventType = DomainEventType> = EventEnvelope<T, DomainEventPayload<T>>;

/** How long the producer's outbox keeps a sent event of this type (see OutboxKeep). */
export function outboxKeepOf(type: string): OutboxKeep {
  const definition: DomainEventDefinition | undefined = (DOMAIN_EVENTS as Record<string, DomainEventDefinition>)[type];
  return definition?.keep ?? 'retention';
}

/** Parses a payload against its event's schema; throws a ZodError on a mismatch. */
export function parseEventPayload<T extends DomainEventType>(type: T, payload: unknown): DomainEventPayload<T> {
  return DOMAIN_EVENTS[type].payload.parse(payload) as DomainEventPayload<T>;
}

