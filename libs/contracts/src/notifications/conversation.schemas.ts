import { z } from 'zod';

// Conversations between an owner and the team: a staff message the owner can answer, and (later)
// a support chat the owner opens. Each staff entry also reaches the owner's Messages tab.

export const CONVERSATION_KINDS = ['message', 'support'] as const;
export const CONVERSATION_STATUSES = ['open', 'closed'] as const;
export const CONVERSATION_AUTHORS = ['owner', 'staff'] as const;
export const STAFF_MESSAGE_PRIORITIES = ['low', 'normal', 'high'] as const;
export const CONVERSATION_LIMITS = { subjectMax: 150, bodyMax: 5000 } as const;
export const CONVERSATION_TEXT = {
  subjectRequired: 'Subject is required',
  bodyRequired: 'Please write a message.',
  replyRequired: 'Please write a reply first.',
  messageSent: 'Message Sent',
  replySent: 'Reply Sent',
  notFound: 'Conversation not found',
  teamName: 'Co-Marketing Hub team',
} as const;

const body = (required: string) => z.string().trim().min(1, required).max(CONVERSATION_LIMITS.bodyMax, `Keep it to ${CONVERSATION_LIMITS.bodyMax} characters.`);

export const conversationEntrySchema = z.object({
  id: z.string().uuid(),
  author: z.enum(CONVERSATION_AUTHORS),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type ConversationEntry = z.infer<typeof conversationEntrySchema>;

export const conversationSchema = z.object({
  id: z.string().uuid(),
  kind: z.enum(CONVERSATION_KINDS),
  status: z.enum(CONVERSATION_STATUSES),
  subject: z.string(),
  owner: z.object({ userId: z.string().uuid(), email: z.string().nullable(), firstName: z.string().nullable() }),
  /** Owner entries staff have not opened yet. */
  staffUnread: z.number().int().min(0),
  createdAt: z.string(),
  lastMessageAt: z.string(),
  closedAt: z.string().nullable(),
});
export type Conversation = z.infer<typeof conversationSchema>;
export const conversationThreadSchema = conversationSchema.extend({ entries: z.array(conversationEntrySchema) });
export type ConversationThread = z.infer<typeof conversationThreadSchema>;

/** `POST /api/admin/messages`: staff write to one owner (spec: subject, body, priority). */
export const staffMessageRequestSchema = z.object({
  userId: z.string().uuid(),
  subject: z.string().trim().min(1, CONVERSATION_TEXT.subjectRequired).max(CONVERSATION_LIMITS.subjectMax, `Keep the subject to ${CONVERSATION_LIMITS.subjectMax} characters.`),
  body: body(CONVERSATION_TEXT.bodyRequired),
  priority: z.enum(STAFF_MESSAGE_PRIORITIES).default('normal'),
});
export type StaffMessageRequest = z.input<typeof staffMessageRequestSchema>;

/** A reply, by the owner or by staff. */
export const conversationReplySchema = z.object({ body: body(CONVERSATION_TEXT.replyRequired) });
export type ConversationReply = z.infer<typeof conversationReplySchema>;

export const conversationStatusChangeSchema = z.object({ status: z.enum(CONVERSATION_STATUSES) });

/** Who on the team wrote it (the BFF adds it; the owner sees the team's name, never the e-mail). */
export const staffAuthorSchema = z.object({ id: z.string().uuid(), label: z.string().max(320) });

/**
 * The support chat: a signed-in owner's live conversation with the team, opened from the chat
 * assistant's 'Live Support' or the Support Center's 'Start Live Chat'. One is open at a time.
 */
export const SUPPORT_CHAT_TEXT = {
  subject: 'Live chat',
  /** For a visitor who pressed Live Support: the team answers owners they know. */
  signInFirst: 'Live chat with our team is for signed-in members, so we know whose account we are helping.',
  signInLink: 'Sign in to chat',
  emailInstead: 'or e-mail us',
  waiting: 'You are in the queue: a member of our team will answer here shortly. You can close this window; the answer also arrives in your messages.',
  closed: 'The team closed this conversation. Write again to start a new one.',
  sendFailed: 'Your message was not sent',
} as const;

/** `GET /api/support/conversation`: the owner's open support chat, if any. */
export const supportConversationSchema = z.object({ conversation: conversationThreadSchema.nullable() });
export type SupportConversation = z.infer<typeof supportConversationSchema>;
