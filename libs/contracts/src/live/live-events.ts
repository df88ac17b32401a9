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
 * Sent just before the server ends a stream, with `{ reason }` (LIVE_STREAM_CLOSED_REASONS): the
 * page closes its EventSource rather than let the browser reopen it at once.
 */
export const LIVE_STREAM_CLOSED = 'closed';

/**
 * Why a stream was ended. `too-many-streams`: the user has too many open and the oldest makes way;
 * reopening would only end another tab's, so the page stays on polling. `session-ended`: the
 * session it was opened under ended (sign-out anywhere, a password change, deactivation, an admin
 * role taken away); the page asks who is signed in now, and an owner's page opens a stream again
 * once, which succeeds only under a session of its own (a password change gives the browser that
 * made it a new one) and is refused otherwise.
 */
export const LIVE_STREAM_CLOSED_REASONS = { tooManyStreams: 'too-many-streams', sessionEnded: 'session-ended' } as const;
export type LiveStreamClosedReason = (typeof LIVE_STREAM_CLOSED_REASONS)[keyof typeof LIVE_STREAM_CLOSED_REASONS];

/** The reason a closing frame's data gives, if it gives one we know. */
export function liveStreamClosedReason(data: unknown): LiveStreamClosedReason | undefined {
  try {
    const reason = (JSON.parse(String(data)) as { reason?: unknown }).reason;
    return Object.values(LIVE_STREAM_CLOSED_REASONS).find((known) => known === reason);
  } catch {
    return undefined;
  }
}
