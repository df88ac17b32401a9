import { useEffect } from 'react';
import { useAppDispatch } from '@comarketing/api';
import { LIVE_EVENT_TYPES, LIVE_STREAM_CLOSED, STAFF_EVENTS_PATH } from '@comarketing/contracts';
import { adminApi, CONVERSATIONS_TAG } from '../../../shared/admin-api';

/** Opens a server-sent-event stream (the browser's EventSource; a fake in tests). */
export type StaffEventSource = (url: string) => Pick<EventSource, 'addEventListener' | 'close'>;

const browserEventSource: StaffEventSource | null = typeof EventSource === 'undefined' ? null : (url) => new EventSource(url, { withCredentials: true });

/**
 * While the Support view is open, listens to staff's live stream (`GET /api/admin/events`): when an
 * owner writes, the conversation list and the open thread refetch within a second. The view's
 * slower polling stays as the fallback when the stream is missing or failed.
 */
export function useStaffLiveUpdates(open: StaffEventSource | null = browserEventSource): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!open) return;
    const source = open(STAFF_EVENTS_PATH);
    source.addEventListener(LIVE_EVENT_TYPES.conversation, () => dispatch(adminApi.util.invalidateTags([CONVERSATIONS_TAG])));
    source.addEventListener(LIVE_STREAM_CLOSED, () => source.close());
    return () => source.close();
  }, [dispatch, open]);
}
