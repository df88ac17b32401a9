import { z } from 'zod';

export const NOTIFICATION_TYPES = ['match', 'campaign', 'approval', 'alert', 'info', 'other'] as const;
export const NOTIFICATION_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export const MESSAGE_SENDER_TYPES = ['admin', 'support', 'partner', 'other'] as const;

export const notificationSchema = z.object({
  id: z.string().uuid(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  priority: z.enum(NOTIFICATION_PRIORITIES),
  isRead: z.boolean(),
  createdAt: z.string(),
  actionUrl: z.string().nullable(),
  actionText: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const messageSchema = z.object({
  id: z.string().uuid(),
  fromType: z.enum(MESSAGE_SENDER_TYPES),
  fromName: z.string(),
  subject: z.string(),
  content: z.string(),
  priority: z.enum(NOTIFICATION_PRIORITIES),
  isRead: z.boolean(),
  createdAt: z.string(),
  /** The conversation it belongs to, which the owner can open and answer; absent or null when it stands alone. */
  threadId: z.string().uuid().nullable().optional(),
});
export type Message = z.infer<typeof messageSchema>;

export const unreadCountSchema = z.object({ count: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** `PUT .../mark-all-read` answers how many items it changed. */
export const markAllReadResultSchema = z.object({ updated: z.number().int().nonnegative() });
export type MarkAllReadResult = z.infer<typeof markAllReadResultSchema>;

export const WELCOME_NOTIFICATION = {
  type: 'info',
  title: 'Welcome to Co-Marketing Hub!',
  message: (firstName: string) =>
    `Hi ${firstName}, your account is ready. Complete your business profile so we can start finding complementary local partners for you.`,
  actionUrl: '/business-profile',
  actionText: 'Complete your profile',
} as const;
