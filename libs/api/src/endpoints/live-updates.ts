import { useEffect } from 'react';
import { LIVE_EVENT_TYPES, LIVE_EVENTS_PATH, LIVE_STREAM_CLOSED, LIVE_STREAM_CLOSED_REASONS, liveStreamClosedReason } from '@comarketing/contracts';
import { api } from '../base-api';
import { useAppDispatch } from '../hooks';

/** Anything that can open a server-sent-event stream (the browser's EventSource; a fake in tests). */
export type EventSourceFactory = (url: string) => Pick<EventSource, 'addEventListener' | 'close'>;

const browserEventSource: EventSourceFactory | null =
  typeof EventSource === 'undefined' ? null : (url) => new EventSource(url, { withCredentials: true });

/** How long a page waits before opening a stream again after its session ended (a new one may be starting). */
export const REOPEN_AFTER_SESSION_ENDED_MS = 1_000;

/**
 * Listens to the BFF's live stream (`GET /api/events`) while a user is signed in, and marks the
 * affected cached data stale when a hint arrives, so the badges change within a second. Polling
 * stays as the fallback: a missing or failed stream changes nothing else.
 */
export function useLiveUpdates(userId: string | null | undefined, open: EventSourceFactory | null = browserEventSource): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!userId || !open) return;
    let source: ReturnType<EventSourceFactory>;
    let reopening: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      source = open(LIVE_EVENTS_PATH);
      const onNotification = () => {
        // A notification may announce new matches, a partner's answer or a campaign: those are stale too.
        dispatch(api.util.invalidateTags([{ type: 'UnreadCounts', id: 'notifications' }, 'Notifications', 'PartnerMatches', 'Campaigns']));
      };
      source.addEventListener(LIVE_EVENT_TYPES.notification, onNotification);
      // A message from the team: the message list and its badge.
      source.addEventListener(LIVE_EVENT_TYPES.message, () => dispatch(api.util.invalidateTags([{ type: 'UnreadCounts', id: 'messages' }, 'Messages'])));
      // Staff closed or reopened one of the owner's conversations: its thread and the support chat.
      source.addEventListener(LIVE_EVENT_TYPES.conversation, () => dispatch(api.util.invalidateTags(['Messages'])));
      source.addEventListener(LIVE_STREAM_CLOSED, (event) => {
        source.close();
        // Too many streams: reopening would only end another tab's, so this page stays on polling.
        if (liveStreamClosedReason((event as MessageEvent).data) !== LIVE_STREAM_CLOSED_REASONS.sessionEnded) return;
        // The session ended: who is signed in now? A browser that changed its password holds a new
        // session, under which the stream opens again; a signed-out one is refused (401) and stays closed.
        dispatch(api.util.invalidateTags(['Session']));
        reopening = setTimeout(connect, REOPEN_AFTER_SESSION_ENDED_MS);
      });
    };
    connect();
    return () => {
      clearTimeout(reopening);
      source.close();
    };
  }, [dispatch, userId, open]);
}
