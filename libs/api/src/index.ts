export { api, API_TAG_TYPES, DATA_KEEP_SECONDS, type ApiTagType, upsertRenderedEntries, renderedEntriesOf, type RenderedCacheEntry } from './base-api';
export { baseQuery, rawBaseQuery, isRetryable, REQUEST_TIMEOUT_MS, QUERY_MAX_RETRIES, type ServerFetch } from './base-query';
export {
  errorText,
  errorStatus,
  serverMessage,
  toError,
  NETWORK_ERROR_TEXT,
  TIMEOUT_ERROR_TEXT,
  UNEXPECTED_ERROR_TEXT,
  type ApiError,
} from './api-errors';
export { createAppStore, type AppStoreOptions, type AppStore, type AppDispatch, type RootState } from './store';
export { useAppDispatch } from './hooks';
export {
  sessionApi,
  sessionFromResponse,
  authUserFromResponse,
  useGetSessionQuery,
  useLoginMutation,
  useRegisterMutation,
  useLogoutMutation,
  useSessionUser,
  setSessionUser,
  endSession,
  proofOfWorkHeaders,
  type WithProofOfWork,
} from './endpoints/session';
export { sendWithProofOfWork, proofOfWorkAsked } from './proof-of-work/send-with-proof-of-work';
export { useProofOfWorkAhead } from './proof-of-work/use-proof-of-work-ahead';
export { solveProofOfWork } from './proof-of-work/solve-proof-of-work';
export {
  unreadCountsApi,
  countFromResponse,
  useGetUnreadNotificationCountQuery,
  useGetUnreadMessageCountQuery,
  useGetUnreadPartnerMatchCountQuery,
  useUnreadCounts,
  useRefreshUnreadCountsOnSessionChange,
  UNREAD_COUNT_CACHE_SECONDS,
  UNREAD_COUNT_POLL_MS,
  UNREAD_COUNT_SETTLE_MS,
  type UnreadCounts,
  type UnreadCountKind,
} from './endpoints/unread-counts';
export {
  inboxApi,
  listFromResponse,
  useGetNotificationsQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
  useGetMessagesQuery,
  useMarkMessageReadMutation,
  useMarkAllMessagesReadMutation,
  useGetMessageThreadQuery,
  useReplyToMessageMutation,
  useGetSupportConversationQuery,
  useStartSupportConversationMutation,
  useSendSupportMessageMutation,
} from './endpoints/inbox';
export { businessApi, businessFromBody, useGetUserBusinessQuery, type UserBusinessSummary } from './endpoints/business';
export { uploadsApi, useRequestUploadUrlMutation, useImageUpload, putFile, type UploadPurpose, type ImageUploadContract } from './endpoints/uploads';
export {
  partnerMatchesApi,
  useGetPartnerMatchesQuery,
  useGetPartnerMatchPageQuery,
  useGetPartnerMatchQuery,
  useViewPartnerMatchMutation,
  useRespondToPartnerMatchMutation,
  type PartnerMatchPageArgs,
  type RespondToPartnerMatchArgs,
} from './endpoints/partner-matches';
export { useLiveUpdates, type EventSourceFactory } from './endpoints/live-updates';
