import { api, proofOfWorkHeaders, type WithProofOfWork } from '@comarketing/api';
import {
  type AdminBlogListQuery,
  type AdminNotificationRequest,
  type Communication,
  type CommunicationListQuery,
  type CommunicationSent,
  type AdminBusiness,
  type AdminBusinessListQuery,
  type AdminMatch,
  type AdminMatchListQuery,
  type AdminMetrics,
  type AdminTrends,
  type AutoGenerateResult,
  type GroupPartnership,
  type GroupPartnershipForm,
  type ManualMatchRequest,
  type PairScore,
  type AdminRequest,
  type AdminRequestListQuery,
  type AdminSession,
  type AdminUser,
  type AdminUserListQuery,
  type AdminUserUpdate,
  type AuditEntry,
  type AuditQuery,
  type BlogEditorPost,
  type BlogPost,
  type BlogPostInput,
  type BlogPostPatch,
  type BlogPostPreviewInput,
  type BlogPostRevision,
  type Page,
  type SystemStatus,
  type RealtimeDashboard,
  type RealtimeDashboardResponse,
  type Conversation,
  type ConversationThread,
  type StaffMessageRequest,
} from '@comarketing/contracts';

/** The spec: admin tab queries do not retry on error. */
const NO_RETRY = { maxRetries: 0 };
const ADMIN_DATA = [{ type: 'AdminData', id: 'ALL' }] as const;
/** Support conversations: also refetched on their own when staff's live stream says an owner wrote. */
export const CONVERSATIONS_TAG = { type: 'AdminData', id: 'CONVERSATIONS' } as const;

type ListArgs<Q> = Partial<Q>;

const params = (query: object) => Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));

/**
 * The admin API (`/api/admin/*`). Its session is a cookie the browser sends only to the admin API;
 * the panel never stores a session id itself (the spec's client kept it in local storage, where
 * any script on the page could read it).
 */
export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminSession: build.query<AdminSession, void>({
      query: () => '/api/admin/session',
      extraOptions: NO_RETRY,
      providesTags: ['AdminSession'],
    }),
    adminLogin: build.mutation<AdminSession, WithProofOfWork<{ email: string; password: string }>>({
      query: ({ proofOfWork, ...body }) => ({ url: '/api/admin/login', method: 'POST', body, headers: proofOfWorkHeaders(proofOfWork) }),
      invalidatesTags: ['AdminSession', ...ADMIN_DATA],
    }),
    adminLogout: build.mutation<void, void>({
      query: () => ({ url: '/api/admin/logout', method: 'POST' }),
      invalidatesTags: ['AdminSession'],
    }),
    adminMetrics: build.query<AdminMetrics, void>({
      query: () => '/api/admin/metrics',
      extraOptions: NO_RETRY,
      providesTags: [...ADMIN_DATA],
    }),
    adminTrends: build.query<AdminTrends, { days?: number }>({
      query: (query) => ({ url: '/api/admin/trends', params: params(query) }),
      extraOptions: NO_RETRY,
      providesTags: [...ADMIN_DATA],
    }),
    adminUsers: build.query<Page<AdminUser>, ListArgs<AdminUserListQuery>>({
      query: (query) => ({ url: '/api/admin/users', params: params(query) }),
      extraOptions: NO_RETRY,
      providesTags: [...ADMIN_DATA],
    }),
    updateAdminUser: build.mutation<{ success: true; user: AdminUser }, { id: string; changes: AdminUserUpdate }>({
      query: ({ id, changes }) => ({ url: `/api/admin/users/${encodeURIComponent(id)}`, method: 'PUT', body: changes }),
      invalidatesTags: [...ADMIN_DATA],
    }),
    deleteAdminUser: build.mutation<{ success: true }, string>({
      query: (id) => ({ url: `/api/admin/users/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [...ADMIN_DATA],
    }),
    adminBusinesses: build.query<Page<AdminBusiness>, ListArgs<AdminBusinessListQuery>>({
      query: (query) => ({ url: '/api/admin/businesses', params: params(query) }),
      extraOptions: NO_RETRY,
      providesTags: [...ADMIN_DATA],
    }),
    verifyAdminBusiness: build.mutation<{ success: true; business: AdminBusiness }, { id: string; isVerified: boolean }>({
      query: ({ id, isVerified }) => ({ url: `/api/admin/businesses/${encodeURIComponent(id)}/verification`, method: 'PUT', body: { isVerified } }),
      invalidatesTags: [...ADMIN_DATA],
    }),
    deleteAdminBusiness: build.mutation<{ success: true }, string>({
      query: (id) => ({ url: `/api/admin/businesses/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [...ADMIN_DATA],
    }),
    adminRequests: build.query<Page<AdminRequest>, ListArgs<AdminRequestListQuery>>({
      query: (query) => ({ url: '/api/admin/co-marketing-requests', params: params(query) }),
      extraOptions: NO_RETRY,
      providesTags: [...ADMIN_DATA],
    }),
    adminMatches: build.query<Page<AdminMatch>, ListArgs<AdminMatchListQuery>>({
      query: (query) => ({ url: '/api/admin/partner-matches', params: params(query) }),
      extraOptions: NO_RETRY,
      providesTags: [...ADMIN_DATA],
    }),
    scorePair: build.mutation<PairScore, { businessAId: string; businessBId: string }>({
      query: (body) => ({ url: '/api/admin/partner-matches/score', method: 'POST', body }),
    }),
    createManualMatch: build.mutation<{ success: true; id: string; message: string }, ManualMatchRequest>({
      query: (body) => ({ url: '/api/admin/partner-matches', method: 'POST', body }),
      invalidatesTags: [...ADMIN_DATA],
    }),
    autoGenerateMatches: build.mutation<AutoGenerateResult & { success: true }, void>({
      query: () => ({ url: '/api/admin/partner-matches/auto-generate', method: 'POST' }),
      invalidatesTags: [...ADMIN_DATA],
    }),
    adminGroups: build.query<Page<GroupPartnership>, { page?: number; pageSize?: number }>({
      query: (query) => ({ url: '/api/admin/group-partnerships', params: params(query) }),
      extraOptions: NO_RETRY,
      providesTags: [...ADMIN_DATA],
    }),
    createGroup: build.mutation<{ success: true; id: string; message: string }, GroupPartnershipForm>({
      query: (body) => ({ url: '/api/admin/group-partnerships', method: 'POST', body }),
      invalidatesTags: [...ADMIN_DATA],
    }),
    adminBlogPosts: build.query<Page<BlogEditorPost>, ListArgs<AdminBlogListQuery>>({
      query: (query) => ({ url: '/api/admin/blog/posts', params: params(query) }),
      extraOptions: NO_RETRY,
      providesTags: [...ADMIN_DATA],
    }),
    adminBlogRevisions: build.query<BlogPostRevision[], string>({
      query: (id) => `/api/admin/blog/posts/${id}/revisions`,
      extraOptions: NO_RETRY,
      providesTags: [...ADMIN_DATA],
    }),
    createBlogPost: build.mutation<BlogPost, BlogPostInput>({
      query: (body) => ({ url: '/api/admin/blog/posts', method: 'POST', body }),
      invalidatesTags: [...ADMIN_DATA],
    }),
    updateBlogPost: build.mutation<BlogPost, { id: string; changes: BlogPostPatch }>({
      query: ({ id, changes }) => ({ url: `/api/admin/blog/posts/${id}`, method: 'PUT', body: changes }),
      invalidatesTags: [...ADMIN_DATA],
    }),
    deleteBlogPost: build.mutation<{ success: true }, string>({
      query: (id) => ({ url: `/api/admin/blog/posts/${id}`, method: 'DELETE' }),
      invalidatesTags: [...ADMIN_DATA],
    }),
    restoreBlogRevision: build.mutation<BlogPost, { id: string; revisionId: string }>({
      query: ({ id, revisionId }) => ({ url: `/api/admin/blog/posts/${id}/revisions/${revisionId}/restore`, method: 'POST' }),
      invalidatesTags: [...ADMIN_DATA],
    }),
    previewBlogPost: build.mutation<{ html: string; post: BlogPost }, BlogPostPreviewInput>({
      query: (body) => ({ url: '/api/admin/blog/preview', method: 'POST', body }),
    }),
    uploadBlogImage: build.mutation<{ id: string; url: string; width: number | null; height: number | null }, File>({
      // The file's bytes as they are; the server checks what they are.
      query: (file) => ({ url: '/api/admin/blog/media', method: 'POST', body: file, headers: { 'content-type': file.type || 'application/octet-stream' } }),
    }),
    sendAdminNotification: build.mutation<CommunicationSent, AdminNotificationRequest>({
      query: (body) => ({ url: '/api/admin/notifications', method: 'POST', body }),
      invalidatesTags: [...ADMIN_DATA],
    }),
    adminCommunications: build.query<Page<Communication>, ListArgs<CommunicationListQuery>>({
      query: (query) => ({ url: '/api/admin/communications', params: params(query) }),
      extraOptions: NO_RETRY,
      providesTags: [...ADMIN_DATA],
    }),
    sendStaffMessage: build.mutation<ConversationThread, StaffMessageRequest>({
      query: (body) => ({ url: '/api/admin/messages', method: 'POST', body }),
      invalidatesTags: [...ADMIN_DATA],
    }),
    adminConversations: build.query<Page<Conversation>, { status: 'all' | 'open' | 'closed'; page?: number; pageSize?: number }>({
      query: (query) => ({ url: '/api/admin/conversations', params: params(query) }),
      extraOptions: NO_RETRY,
      providesTags: [...ADMIN_DATA, CONVERSATIONS_TAG],
    }),
    adminConversation: build.query<ConversationThread, string>({
      query: (id) => `/api/admin/conversations/${id}`,
      extraOptions: NO_RETRY,
      providesTags: [...ADMIN_DATA, CONVERSATIONS_TAG],
    }),
    replyToConversation: build.mutation<ConversationThread, { id: string; body: string }>({
      query: ({ id, body }) => ({ url: `/api/admin/conversations/${id}/replies`, method: 'POST', body: { body } }),
      invalidatesTags: [...ADMIN_DATA],
    }),
    setConversationStatus: build.mutation<ConversationThread, { id: string; status: 'open' | 'closed' }>({
      query: ({ id, status }) => ({ url: `/api/admin/conversations/${id}/status`, method: 'PUT', body: { status } }),
      invalidatesTags: [...ADMIN_DATA],
    }),
    adminSystem: build.query<SystemStatus, void>({
      query: () => '/api/admin/system',
      extraOptions: NO_RETRY,
      providesTags: [...ADMIN_DATA],
    }),
    adminRealtime: build.query<RealtimeDashboard, void>({
      query: () => '/api/admin/realtime-dashboard',
      transformResponse: (response: RealtimeDashboardResponse) => response.data,
      extraOptions: NO_RETRY,
      providesTags: [...ADMIN_DATA],
    }),
    adminAudit: build.query<Page<AuditEntry>, ListArgs<AuditQuery>>({
      query: (query) => ({ url: '/api/admin/audit', params: params(query) }),
      extraOptions: NO_RETRY,
      providesTags: [...ADMIN_DATA],
    }),
  }),
});

export const {
  useAdminSessionQuery,
  useAdminLoginMutation,
  useAdminLogoutMutation,
  useAdminMetricsQuery,
  useAdminTrendsQuery,
  useAdminUsersQuery,
  useUpdateAdminUserMutation,
  useDeleteAdminUserMutation,
  useAdminBusinessesQuery,
  useVerifyAdminBusinessMutation,
  useDeleteAdminBusinessMutation,
  useAdminRequestsQuery,
  useAdminMatchesQuery,
  useScorePairMutation,
  useCreateManualMatchMutation,
  useAutoGenerateMatchesMutation,
  useAdminGroupsQuery,
  useCreateGroupMutation,
  useAdminAuditQuery,
  useAdminBlogPostsQuery,
  useAdminBlogRevisionsQuery,
  useCreateBlogPostMutation,
  useUpdateBlogPostMutation,
  useDeleteBlogPostMutation,
  useRestoreBlogRevisionMutation,
  usePreviewBlogPostMutation,
  useUploadBlogImageMutation,
  useSendAdminNotificationMutation,
  useAdminCommunicationsQuery,
  useAdminSystemQuery,
  useAdminRealtimeQuery,
  useSendStaffMessageMutation,
  useAdminConversationsQuery,
  useAdminConversationQuery,
  useReplyToConversationMutation,
  useSetConversationStatusMutation,
} = adminApi;

/** Everything the panel shows, asked for again ('Refresh Data'). */
export const refreshAdminData = () => adminApi.util.invalidateTags([...ADMIN_DATA, 'AdminSession']);
