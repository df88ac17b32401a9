import { z } from 'zod';
import { adminPageQueryFields, pageOf } from './admin.schemas';
import { ADMIN_COMMUNICATION_TEXT } from './admin.texts';

// The communications tab (Admin-sent notification, the admin
// notifications' validation and toasts). What was sent is kept, with real delivery and read figures.

export const ADMIN_NOTIFICATION_TYPES = ['info', 'warning', 'success', 'error'] as const;
export type AdminNotificationType = (typeof ADMIN_NOTIFICATION_TYPES)[number];
export const ADMIN_NOTIFICATION_PRIORITIES = ['low', 'normal', 'high'] as const;
export type AdminNotificationPriority = (typeof ADMIN_NOTIFICATION_PRIORITIES)[number];
/** Users one request may name (more: a broadcast). */
export const MAX_CHOSEN_RECIPIENTS = 500;
export const COMMUNICATION_LIMITS = { titleMax: 120, messageMax: 2000 } as const;

/**
 * `POST /api/admin/notifications`: the spec's body (`userId` or `broadcast`, title, message, type,
 * priority), and `userIds` so chosen users are one call rather than one per user. Defaults: type
 * info, priority normal (the spec).
 */
export const adminNotificationRequestSchema = z
  .object({
    userId: z.string().uuid().optional(),
    userIds: z.array(z.string().uuid()).max(MAX_CHOSEN_RECIPIENTS, `Choose at most ${MAX_CHOSEN_RECIPIENTS} users, or send to everyone.`).optional(),
    broadcast: z.boolean().default(false),
    title: z.string().trim().max(COMMUNICATION_LIMITS.titleMax, `Keep the title to ${COMMUNICATION_LIMITS.titleMax} characters.`),
    message: z.string().trim().max(COMMUNICATION_LIMITS.messageMax, `Keep the message to ${COMMUNICATION_LIMITS.messageMax} characters.`),
    type: z.enum(ADMIN_NOTIFICATION_TYPES).default('info'),
    priority: z.enum(ADMIN_NOTIFICATION_PRIORITIES).default('normal'),
  })
  .superRefine((input, ctx) => {
    if (!input.title || !input.message) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [input.title ? 'message' : 'title'], message: ADMIN_COMMUNICATION_TEXT.titleAndMessageRequired });
    if (!input.broadcast && !input.userId && !input.userIds?.length) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['userIds'], message: ADMIN_COMMUNICATION_TEXT.noUsersSelected });
  })
  .transform(({ userId, userIds, broadcast, ...rest }) => ({ ...rest, audience: broadcast ? { kind: 'all' as const } : { kind: 'users' as const, userIds: [...new Set([...(userIds ?? []), ...(userId ? [userId] : [])])] } }));
export type AdminNotificationRequest = z.input<typeof adminNotificationRequestSchema>;
export type CommunicationInput = z.output<typeof adminNotificationRequestSchema>;

/** What the BFF asks the notification service to send (the admin who sends it added). */
export const communicationCommandSchema = z.object({
  title: z.string().min(1).max(COMMUNICATION_LIMITS.titleMax),
  message: z.string().min(1).max(COMMUNICATION_LIMITS.messageMax),
  type: z.enum(ADMIN_NOTIFICATION_TYPES),
  priority: z.enum(ADMIN_NOTIFICATION_PRIORITIES),
  audience: z.discriminatedUnion('kind', [z.object({ kind: z.literal('all') }), z.object({ kind: z.literal('users'), userIds: z.array(z.string().uuid()).min(1).max(MAX_CHOSEN_RECIPIENTS) })]),
  sentBy: z.object({ id: z.string().uuid(), label: z.string().max(320) }),
});
export type CommunicationCommand = z.infer<typeof communicationCommandSchema>;

export const COMMUNICATION_STATUSES = ['sending', 'delivered'] as const;

/** A sent communication with its figures: notifications stored, and how many of them were read. */
export const communicationSchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  message: z.string(),
  type: z.enum(ADMIN_NOTIFICATION_TYPES),
  priority: z.enum(ADMIN_NOTIFICATION_PRIORITIES),
  audience: z.enum(['all', 'users']),
  /** Users chosen (null for everyone). */
  chosen: z.number().int().nullable(),
  status: z.enum(COMMUNICATION_STATUSES),
  delivered: z.number().int().min(0),
  read: z.number().int().min(0),
  sentBy: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type Communication = z.infer<typeof communicationSchema>;
export const communicationPageSchema = pageOf(communicationSchema);
export const communicationListQuerySchema = z.object({ page: adminPageQueryFields.page, pageSize: adminPageQueryFields.pageSize });
export type CommunicationListQuery = z.infer<typeof communicationListQuerySchema>;

/** The answer to a send: the spec's toasts ('Notification Sent', 'Notifications Sent' with the count, 'Broadcast Sent'). */
export const communicationSentSchema = z.object({ success: z.literal(true), communication: communicationSchema, message: z.string() });
export type CommunicationSent = z.infer<typeof communicationSentSchema>;
