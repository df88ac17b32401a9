/**
 * Server-sent events on `GET /api/events` for the signed-in user. Each tells the page which cached
 * data is stale; the page refetches it (polling stays as the fallback).
 */
export const LIVE_EVENTS_PATH = '/api/events';

export const LIVE_EVENT_TYPES = {
  /** A new notification: unread counts and the notification list changed. */
  notification: 'notification',
  /** A new message from the team: the message list and its unread count changed. */
  message: 'message',
  /**
   * A conversation changed: on staff's stream (`GET /api/admin/events`) an owner wrote or a status
   * changed; on an owner's, staff closed or reopened their conversation.
   */
  conversation: 'conversation',
} as const;

/** Staff's live stream: hints about support conversations, for admin sessions. */
export const STAFF_EVENTS_PATH = '/api/admin/events';
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[keyof typeof LIVE_EVENT_TYPES];

/**
 * Sent just before the server ends a stream the page must not reopen (the user has too many open:
 * the oldest makes way); the page then closes its EventSource and relies on polling.
 */
export const LIVE_STREAM_CLOSED = 'closed';
