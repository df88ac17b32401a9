import { type FetchBaseQueryError, type QueryReturnValue } from '@reduxjs/toolkit/query';
import { type ConversationThread, type MarkAllReadResult, type Message, type Notification, type SupportConversation } from '@comarketing/contracts';
import { api } from '../base-api';

/**
 * A list answer, newest first whatever order the server used. A failed answer stays a failure: the
 * specification's client read it as an empty list, so a failed inbox looked like an empty one; the
 * page now says it could not load and offers to try again.
 */
export function listFromResponse<T extends { createdAt: string }>(result: QueryReturnValue<unknown, FetchBaseQueryError, unknown>): { data: T[] } | { error: FetchBaseQueryError } {
  if (result.error) return { error: result.error };
  const items = Array.isArray(result.data) ? (result.data as T[]) : [];
  return { data: [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)) };
}

/** The owner's support chat alone among the messages' queries. */
const SUPPORT_CHAT = { type: 'Messages' as const, id: 'support-chat' };

export const inboxApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<Notification[], void>({
      queryFn: async (_arg, _api, _extra, baseQuery) => listFromResponse<Notification>(await baseQuery('/api/notifications')),
      providesTags: ['Notifications'],
    }),

    markNotificationRead: build.mutation<Notification, string>({
      query: (id) => ({ url: `/api/notifications/${encodeURIComponent(id)}/read`, method: 'PUT' }),
      invalidatesTags: [{ type: 'UnreadCounts', id: 'notifications' }],
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          inboxApi.util.updateQueryData('getNotifications', undefined, (draft) => {
            const item = draft.find((n) => n.id === id);
            if (item) item.isRead = true;
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),

    markAllNotificationsRead: build.mutation<MarkAllReadResult, void>({
      query: () => ({ url: '/api/notifications/mark-all-read', method: 'PUT' }),
      invalidatesTags: ['Notifications', { type: 'UnreadCounts', id: 'notifications' }],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          inboxApi.util.updateQueryData('getNotifications', undefined, (draft) => {
            draft.forEach((n) => {
              n.isRead = true;
            });
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),

    getMessages: build.query<Message[], void>({
      queryFn: async (_arg, _api, _extra, baseQuery) => listFromResponse<Message>(await baseQuery('/api/messages')),
      providesTags: ['Messages'],
    }),

    markMessageRead: build.mutation<Message, string>({
      query: (id) => ({ url: `/api/messages/${encodeURIComponent(id)}/read`, method: 'PUT' }),
      invalidatesTags: [{ type: 'UnreadCounts', id: 'messages' }],
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          inboxApi.util.updateQueryData('getMessages', undefined, (draft) => {
            const item = draft.find((m) => m.id === id);
            if (item) item.isRead = true;
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),

    /** The conversation behind one of the owner's messages, to read and answer. */
    getMessageThread: build.query<ConversationThread, string>({
      query: (messageId) => `/api/messages/${encodeURIComponent(messageId)}/thread`,
      providesTags: ['Messages'],
    }),

    replyToMessage: build.mutation<ConversationThread, { messageId: string; body: string }>({
      query: ({ messageId, body }) => ({ url: `/api/messages/${encodeURIComponent(messageId)}/replies`, method: 'POST', body: { body } }),
      // The answer is the thread with the reply in it: shown at once, without asking again.
      async onQueryStarted({ messageId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(inboxApi.util.upsertQueryData('getMessageThread', messageId, data));
      },
    }),

    /**
     * The owner's support chat with the team (the latest, open or closed, or null). Tagged with the
     * messages: a team answer arrives as a message, whose live hint refetches this too.
     */
    getSupportConversation: build.query<SupportConversation, void>({
      query: () => '/api/support/conversation',
      providesTags: ['Messages', SUPPORT_CHAT],
    }),

    startSupportConversation: build.mutation<ConversationThread, void>({
      query: () => ({ url: '/api/support/conversation', method: 'POST' }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => showSupportConversation(dispatch, queryFulfilled),
    }),

    sendSupportMessage: build.mutation<ConversationThread, { body: string }>({
      query: ({ body }) => ({ url: '/api/support/conversation/messages', method: 'POST', body: { body } }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => showSupportConversation(dispatch, queryFulfilled),
    }),

    markAllMessagesRead: build.mutation<MarkAllReadResult, void>({
      query: () => ({ url: '/api/messages/mark-all-read', method: 'PUT' }),
      invalidatesTags: ['Messages', { type: 'UnreadCounts', id: 'messages' }],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          inboxApi.util.updateQueryData('getMessages', undefined, (draft) => {
            draft.forEach((m) => {
              m.isRead = true;
            });
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
  }),
});

/**
 * The answer is the chat as it now stands: shown at once. A read of the chat that started before
 * it (the panel opening as 'Start Live Chat' asks for a person) can end after it and put the older
 * chat back, so the chat is read again once every read in flight has ended (RTK Query delays an
 * invalidation until then); the browser tests caught the queue line vanishing.
 */
async function showSupportConversation(dispatch: (action: unknown) => unknown, queryFulfilled: Promise<{ data: ConversationThread }>): Promise<void> {
  const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
  if (!data) return;
  dispatch(inboxApi.util.upsertQueryData('getSupportConversation', undefined, { conversation: data }));
  dispatch(inboxApi.util.invalidateTags([SUPPORT_CHAT]));
}

export const {
  useGetNotificationsQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
  useGetMessagesQuery,
  useMarkMessageReadMutation,
  useGetMessageThreadQuery,
  useReplyToMessageMutation,
  useMarkAllMessagesReadMutation,
  useGetSupportConversationQuery,
  useStartSupportConversationMutation,
  useSendSupportMessageMutation,
} = inboxApi;
