import { useEffect } from 'react';
import { LIVE_EVENT_TYPES, LIVE_EVENTS_PATH, LIVE_STREAM_CLOSED } from '@comarketing/contracts';
import { api } from '../base-api';
import { useAppDispatch } from '../hooks';

/** Anything that can open a server-sent-event stream (the browser's EventSource; a fake in tests). */
export type EventSourceFactory = (url: string) => Pick<EventSource, 'addEventListener' | 'close'>;

const browserEventSource: EventSourceFactory | null =
  typeof EventSource === 'undefined' ? null : (url) => new EventSource(url, { withCredentials: true });

/**
 * Listens to the BFF's live stream (`GET /api/events`) while a user is signed in, and marks the
 * affected cached data stale when a hint arrives, so the badges change within a second. Polling
 * stays as the fallback: a missing or failed stream changes nothing else.
 */
export function useLiveUpdates(userId: string | null | undefined, open: EventSourceFactory | null = browserEventSource): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!userId || !open) return;
    const source = open(LIVE_EVENTS_PATH);
    const onNotification = () => {
      // A notification may announce new matches, a partner's answer or a campaign: those are stale too.
      dispatch(api.util.invalidateTags([{ type: 'UnreadCounts', id: 'notifications' }, 'Notifications', 'PartnerMatches', 'Campaigns']));
    };
    source.addEventListener(LIVE_EVENT_TYPES.notification, onNotification);
    // A message from the team: the message list and its badge.
    source.addEventListener(LIVE_EVENT_TYPES.message, () => dispatch(api.util.invalidateTags([{ type: 'UnreadCounts', id: 'messages' }, 'Messages'])));
    // Staff closed or reopened one of the owner's conversations: its thread and the support chat.
    source.addEventListener(LIVE_EVENT_TYPES.conversation, () => dispatch(api.util.invalidateTags(['Messages'])));
    // The server ended this stream for a newer one of the same user; reopening would only end
    // another tab's, so this page stays on polling.
    source.addEventListener(LIVE_STREAM_CLOSED, () => source.close());
    return () => source.close();
  }, [dispatch, userId, open]);
}
