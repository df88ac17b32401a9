import { useEffect } from 'react';
import { type EventSourceFactory, useAppDispatch } from '@comarketing/api';
import { LIVE_EVENT_TYPES, LIVE_STREAM_CLOSED, LIVE_STREAM_CLOSED_REASONS, liveStreamClosedReason, STAFF_EVENTS_PATH } from '@comarketing/contracts';
import { adminApi, CONVERSATIONS_TAG } from '../../../shared/admin-api';

const browserEventSource: EventSourceFactory | null = typeof EventSource === 'undefined' ? null : (url) => new EventSource(url, { withCredentials: true });

/**
 * While the Support view is open, listens to staff's live stream (`GET /api/admin/events`): when an
 * owner writes, the conversation list and the open thread refetch within a second. The view's
 * slower polling stays as the fallback when the stream is missing or failed.
 */
export function useStaffLiveUpdates(open: EventSourceFactory | null = browserEventSource): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!open) return;
    const source = open(STAFF_EVENTS_PATH);
    source.addEventListener(LIVE_EVENT_TYPES.conversation, () => dispatch(adminApi.util.invalidateTags([CONVERSATIONS_TAG])));
    source.addEventListener(LIVE_STREAM_CLOSED, (event) => {
      source.close();
      // The admin session ended (signed out, deactivated, the role taken away, a password change):
      // the panel asks for its session now and shows the sign-in page with the reason.
      if (liveStreamClosedReason((event as MessageEvent).data) === LIVE_STREAM_CLOSED_REASONS.sessionEnded) dispatch(adminApi.util.invalidateTags(['AdminSession']));
    });
    return () => source.close();
  }, [dispatch, open]);
}
