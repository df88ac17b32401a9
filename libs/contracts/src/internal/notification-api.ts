import { z } from 'zod';
import { communicationCommandSchema, communicationListQuerySchema, communicationPageSchema, communicationSchema } from '../admin/admin-communications.schemas';
import { pageOf } from '../admin/admin.schemas';
import {
  CONVERSATION_STATUSES,
  conversationReplySchema,
  conversationSchema,
  conversationStatusChangeSchema,
  conversationThreadSchema,
  staffAuthorSchema,
  staffMessageRequestSchema,
  supportConversationSchema,
} from '../notifications/conversation.schemas';
import { mailboxSchema, unsubscribeRequestSchema, unsubscribeResponseSchema } from '../notifications/email.schemas';
import { markAllReadResultSchema, messageSchema, notificationSchema, unreadCountSchema } from '../notifications/notification.schemas';
import { preferencesSchema, preferencesUpdateSchema } from '../profile/profile.schemas';
import { defineInternalApi, internalRoute } from './internal-route';

/** Staff's conversations, by status (open unless asked), newest activity first. */
export const conversationListQuerySchema = z.object({
  status: z.enum(['all', ...CONVERSATION_STATUSES]).default('open'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type ConversationListQuery = z.input<typeof conversationListQuerySchema>;
export const conversationPageSchema = pageOf(conversationSchema);

/** A staff member's write: what they wrote, and who they are (the BFF adds them from the admin session). */
const byStaff = <S extends z.ZodType>(input: S) => z.object({ staff: staffAuthorSchema, input });

/** Everything the notification service holds about a user, for their data export. */
export const notificationExportSchema = z.record(z.string(), z.unknown());

/**
 * The notification service's internal API (BFF -> notification): the owner's notifications and
 * messages, their conversations with the team, preferences, admin communications and e-mail.
 * Every `/internal/users/:userId/...` route is the signed-in user's own: the BFF puts the session's
 * user in the path, and the service scopes every query by it (someone else's item is not found).
 */
export const notificationApi = defineInternalApi('notification', {
  // Notifications and messages: the same four reads and marks for each kind.
  listNotifications: internalRoute({ method: 'GET', path: '/internal/users/:userId/notifications', answer: z.array(notificationSchema) }),
  countUnreadNotifications: internalRoute({ method: 'GET', path: '/internal/users/:userId/notifications/unread-count', answer: unreadCountSchema }),
  markAllNotificationsRead: internalRoute({ method: 'PUT', path: '/internal/users/:userId/notifications/mark-all-read', answer: markAllReadResultSchema, status: 200 }),
  markNotificationRead: internalRoute({ method: 'PUT', path: '/internal/users/:userId/notifications/:id/read', answer: notificationSchema, status: 200 }),
  listMessages: internalRoute({ method: 'GET', path: '/internal/users/:userId/messages', answer: z.array(messageSchema) }),
  countUnreadMessages: internalRoute({ method: 'GET', path: '/internal/users/:userId/messages/unread-count', answer: unreadCountSchema }),
  markAllMessagesRead: internalRoute({ method: 'PUT', path: '/internal/users/:userId/messages/mark-all-read', answer: markAllReadResultSchema, status: 200 }),
  markMessageRead: internalRoute({ method: 'PUT', path: '/internal/users/:userId/messages/:id/read', answer: messageSchema, status: 200 }),

  // The owner's side of a conversation staff began, opened from one of their messages.
  readMessageThread: internalRoute({ method: 'GET', path: '/internal/users/:userId/messages/:messageId/thread', answer: conversationThreadSchema }),
  replyToMessage: internalRoute({ method: 'POST', path: '/internal/users/:userId/messages/:messageId/replies', body: conversationReplySchema, answer: conversationThreadSchema }),

  // The owner's live support chat: one open at a time.
  /** The latest support conversation, open or closed, or null. */
  readSupportConversation: internalRoute({ method: 'GET', path: '/internal/users/:userId/support-conversation', answer: supportConversationSchema }),
  /** Opens one, or answers the one already open. */
  startSupportConversation: internalRoute({ method: 'POST', path: '/internal/users/:userId/support-conversation', answer: conversationThreadSchema }),
  writeSupportEntry: internalRoute({ method: 'POST', path: '/internal/users/:userId/support-conversation/entries', body: conversationReplySchema, answer: conversationThreadSchema }),

  // Staff's side of conversations (the admin panel's Support view and messages to owners).
  listConversations: internalRoute({ method: 'GET', path: '/internal/conversations', query: conversationListQuerySchema, answer: conversationPageSchema }),
  /** A GET that also marks the owner's entries read by staff: staff opened it. */
  readConversation: internalRoute({ method: 'GET', path: '/internal/conversations/:id', answer: conversationThreadSchema }),
  /** Staff write to an owner: a new conversation, which reaches the owner as a message. */
  startConversation: internalRoute({ method: 'POST', path: '/internal/conversations', body: byStaff(staffMessageRequestSchema), answer: conversationThreadSchema }),
  writeStaffReply: internalRoute({ method: 'POST', path: '/internal/conversations/:id/staff-replies', body: byStaff(conversationReplySchema), answer: conversationThreadSchema }),
  setConversationStatus: internalRoute({ method: 'PUT', path: '/internal/conversations/:id/status', body: conversationStatusChangeSchema, answer: conversationThreadSchema }),

  // What admins send to owners (the communications tab).
  /** Recorded at once and delivered in batches by an event, so the answer does not wait for every notification. */
  sendCommunication: internalRoute({ method: 'POST', path: '/internal/communications', body: communicationCommandSchema, answer: communicationSchema }),
  listCommunications: internalRoute({ method: 'GET', path: '/internal/communications', query: communicationListQuerySchema, answer: communicationPageSchema }),

  // The user's settings and data.
  getPreferences: internalRoute({ method: 'GET', path: '/internal/users/:userId/preferences', answer: preferencesSchema }),
  /** Only the preferences sent change; a `userId` in the body is ignored (the path says whose). */
  updatePreferences: internalRoute({ method: 'PUT', path: '/internal/users/:userId/preferences', body: preferencesUpdateSchema, answer: preferencesSchema }),
  exportUserData: internalRoute({ method: 'GET', path: '/internal/users/:userId/export', answer: notificationExportSchema }),

  // E-mail.
  /** One-click unsubscribe: the mail's random token is the proof, no session needed. */
  unsubscribe: internalRoute({ method: 'POST', path: '/internal/email/unsubscribe', body: unsubscribeRequestSchema, answer: unsubscribeResponseSchema, status: 200 }),
  /** The newest e-mails, for a developer's local mailbox; 404 when an SMTP server is configured. */
  readMailbox: internalRoute({ method: 'GET', path: '/internal/mailbox', answer: mailboxSchema }),
});
