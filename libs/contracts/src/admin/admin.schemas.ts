import { z } from 'zod';
import { emailField, PASSWORD_MAX_LENGTH, type UserRole, userRoleSchema } from '../auth/auth.schemas';
import { NAME_RULES_TEXT } from '../auth/auth-messages';
import { businessNameField, personNameField } from '../input/name-fields';
import { MATCH_PRIORITIES, MATCH_STATUSES, MATCH_TYPES } from '../matching/partner-match.schemas';
import { ADMIN_TEXT } from './admin.texts';

// The admin side (Admin Login, Admin Panel, the Admin calls). The
// panel's forms and the BFF parse with these; the accounts service checks again.

/** Roles that open the panel. No difference in powers is shown by the spec; we add some: only a
 * super admin grants or removes admin roles or changes another admin (see `staffChangeRefusal`). */
export const ADMIN_ROLES = ['admin', 'super_admin'] as const satisfies readonly UserRole[];
export type AdminRole = (typeof ADMIN_ROLES)[number];
export const isAdminRole = (role: UserRole): role is AdminRole => (ADMIN_ROLES as readonly string[]).includes(role);

export const ROLE_LABELS: Record<UserRole, string> = { user: 'User', admin: 'Admin', super_admin: 'Super Admin' };

/** The bootstrap admin's password (ADMIN_PASSWORD, the CLI): longer than an owner's. */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;
export const adminPasswordField = z
  .string()
  .min(ADMIN_PASSWORD_MIN_LENGTH, `An admin password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `An admin password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** `POST /api/admin/login`: the spec's form calls the e-mail its username. Presence and size only,
 * as for owners, so every failure reads alike. */
export const adminLoginRequestSchema = z.object({
  email: z.string({ error: ADMIN_TEXT.usernameRequired }).trim().min(1, ADMIN_TEXT.usernameRequired).max(254, ADMIN_TEXT.invalidCredentials),
  password: z.string({ error: ADMIN_TEXT.passwordRequired }).min(1, ADMIN_TEXT.passwordRequired).max(PASSWORD_MAX_LENGTH, ADMIN_TEXT.invalidCredentials),
});
export type AdminLoginRequest = z.infer<typeof adminLoginRequestSchema>;

/** A user as the panel sees it (spec: User (admin view)). */
export const adminUserSchema = z
  .object({
    id: z.string().uuid(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    companyName: z.string().nullable(),
    role: userRoleSchema,
    isActive: z.boolean(),
    emailVerified: z.boolean(),
    profileImageUrl: z.string().nullable(),
    createdAt: z.string(),
    lastLoginAt: z.string().nullable(),
  })
  .strict();
export type AdminUser = z.infer<typeof adminUserSchema>;

/** The answer of `POST /api/admin/login` (the spec's shape) and of `GET /api/admin/session`. */
export const adminSessionSchema = z.object({
  success: z.literal(true),
  /** A handle the spec's client may send back as `admin-session-id`; never the cookie's secret. */
  sessionId: z.string(),
  user: adminUserSchema,
  message: z.string(),
  /** When the session ends unless used again, and when it ends whatever happens. */
  idleExpiresAt: z.string(),
  expiresAt: z.string(),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

// ---------------------------------------------------------------------------------------------
// Lists: paged, sorted and filtered on the server.

export const SORT_ORDERS = ['asc', 'desc'] as const;
export const ADMIN_PAGE_SIZES = [10, 20, 50, 100] as const;

/** The paging, search and order fields every admin list query has. */
export const adminPageQueryFields = {
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((size) => (ADMIN_PAGE_SIZES as readonly number[]).includes(size), `Page size must be one of ${ADMIN_PAGE_SIZES.join(', ')}`)
    .default(20),
  search: z.string().trim().max(100, 'Search must be at most 100 characters').optional().transform((s) => (s ? s : undefined)),
  order: z.enum(SORT_ORDERS).default('desc'),
};

export const USER_LIST_FILTERS = ['all', 'active', 'inactive', 'verified', 'unverified'] as const;
export type UserListFilter = (typeof USER_LIST_FILTERS)[number];
export const USER_LIST_SORTS = ['createdAt', 'lastLoginAt', 'email', 'name'] as const;

export const adminUserListQuerySchema = z.object({
  ...adminPageQueryFields,
  filter: z.enum(USER_LIST_FILTERS).default('all'),
  sort: z.enum(USER_LIST_SORTS).default('createdAt'),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;

/** One page of a list and the total of rows that match the filters. */
export const pageOf = <Row extends z.ZodTypeAny>(row: Row) =>
  z.object({ rows: z.array(row), total: z.number().int().min(0), page: z.number().int().min(1), pageSize: z.number().int().min(1) });
export interface Page<Row> {
  rows: Row[];
  total: number;
  page: number;
  pageSize: number;
}
export const adminUserPageSchema = pageOf(adminUserSchema);

// ---------------------------------------------------------------------------------------------
// Editing a user.

const N = NAME_RULES_TEXT;

/**
 * The edit-user form (spec: first name, last name, e-mail and company required), with the name rules
 * of a sign-up (input/name-rules.ts). `stored`: the user's names as saved, accepted unchanged, so staff can
 * change anything else about a user whose name was saved before those rules; the form sends only the
 * fields staff changed.
 */
export function adminUserFormSchemaFor(stored?: { firstName: string; lastName: string; companyName: string | null }) {
  return z.object({
    firstName: personNameField({ tooShort: ADMIN_TEXT.firstNameRequired, minLength: 1, tooLong: N.personNameTooLong, characters: N.firstNameCharacters }, stored?.firstName),
    lastName: personNameField({ tooShort: ADMIN_TEXT.lastNameRequired, minLength: 1, tooLong: N.personNameTooLong, characters: N.lastNameCharacters }, stored?.lastName),
    email: emailField,
    companyName: businessNameField(
      { tooShort: ADMIN_TEXT.companyNameRequired, minLength: 1, tooLong: N.companyNameTooLong, address: N.companyNameAddress, digits: N.companyNameDigits, characters: N.companyNameCharacters },
      stored?.companyName,
    ),
    role: userRoleSchema,
    isActive: z.boolean(),
    emailVerified: z.boolean(),
  });
}
export const adminUserFormSchema = adminUserFormSchemaFor();
export type AdminUserForm = z.infer<typeof adminUserFormSchema>;

/**
 * `PUT /api/admin/users/:id`: any of the form's fields (activate/deactivate sends `isActive` alone).
 * A name sent must follow the name rules, even one sent unchanged: the panel sends only what changed.
 */
export const adminUserUpdateSchema = adminUserFormSchema.partial().strict().refine((update) => Object.keys(update).length > 0, 'Nothing to update');
export type AdminUserUpdate = z.infer<typeof adminUserUpdateSchema>;

/**
 * Who asks for a change, as the BFF has established from the admin session: the accounts service
 * takes the id from it and judges the rank by that account's own row (actorRefusal).
 */
export const adminActorSchema = z.object({ id: z.string().uuid(), role: userRoleSchema });
export type AdminActor = z.infer<typeof adminActorSchema>;

/** The user before and after a change, for the audit trail. */
export const adminUserChangeSchema = z.object({ before: adminUserSchema, after: adminUserSchema });
export type AdminUserChange = z.infer<typeof adminUserChangeSchema>;

// ---------------------------------------------------------------------------------------------
// Businesses.

export const BUSINESS_LIST_FILTERS = ['all', 'verified', 'unverified'] as const;
export type BusinessListFilter = (typeof BUSINESS_LIST_FILTERS)[number];
export const BUSINESS_LIST_SORTS = ['createdAt', 'businessName'] as const;

export const adminBusinessListQuerySchema = z.object({
  ...adminPageQueryFields,
  filter: z.enum(BUSINESS_LIST_FILTERS).default('all'),
  sort: z.enum(BUSINESS_LIST_SORTS).default('createdAt'),
});
export type AdminBusinessListQuery = z.infer<typeof adminBusinessListQuerySchema>;

/** A business as the panel sees it (spec: Business (admin view)), with its owner's e-mail. */
export const adminBusinessSchema = z
  .object({
    id: z.string().uuid(),
    userId: z.string().uuid(),
    ownerEmail: z.string(),
    businessName: z.string(),
    description: z.string().nullable(),
    industry: z.string(),
    location: z.string(),
    companySize: z.string().nullable(),
    website: z.string().nullable(),
    phone: z.string().nullable(),
    isVerified: z.boolean(),
    createdAt: z.string(),
  })
  .strict();
export type AdminBusiness = z.infer<typeof adminBusinessSchema>;
export const adminBusinessPageSchema = pageOf(adminBusinessSchema);

/** `PUT /api/admin/businesses/:id/verification`. */
export const businessVerificationSchema = z.object({ isVerified: z.boolean({ error: 'isVerified must be true or false' }) }).strict();
/** The spec's older `PUT /api/admin/businesses/:id/verify`. */
export const businessVerifyLegacySchema = z.object({ verified: z.boolean({ error: 'verified must be true or false' }) }).strict();
export const adminBusinessChangeSchema = z.object({ before: adminBusinessSchema, after: adminBusinessSchema });

// ---------------------------------------------------------------------------------------------
// Marketing requests (read-only in the panel).

export const REQUEST_LIST_FILTERS = ['all', 'open', 'matched', 'no-matches'] as const;
export type RequestListFilter = (typeof REQUEST_LIST_FILTERS)[number];

export const adminRequestListQuerySchema = z.object({
  ...adminPageQueryFields,
  filter: z.enum(REQUEST_LIST_FILTERS).default('all'),
  sort: z.enum(['createdAt']).default('createdAt'),
});
export type AdminRequestListQuery = z.infer<typeof adminRequestListQuerySchema>;

/** A request as the panel sees it (spec: Co-marketing request (admin view)); `user` joins from accounts. */
export const adminRequestSchema = z.object({
  id: z.string().uuid(),
  userId: z.string().uuid(),
  title: z.string(),
  business: z.object({ id: z.string().uuid(), businessName: z.string(), location: z.string(), industry: z.string() }),
  user: z.object({ email: z.string().nullable() }),
  campaignTypes: z.array(z.string()),
  primaryGoal: z.string().nullable(),
  secondaryGoals: z.array(z.string()),
  budgetRange: z.object({ min: z.number(), max: z.number(), period: z.string() }),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
});
export type AdminRequest = z.infer<typeof adminRequestSchema>;

/** BFF -> accounts: the e-mails of these users (those that still exist), for lists other services own. */
export const userEmailsRequestSchema = z.object({ ids: z.array(z.string().uuid()).max(100) });
export type UserEmailsRequest = z.infer<typeof userEmailsRequestSchema>;
export const userEmailsSchema = z.record(z.string(), z.string());

/**
 * BFF -> accounts: whose account an e-mail names (a failed staff sign-in's entry, so erasing them
 * scrubs it), and its role (a failure naming a staff account is always recorded; the others share a
 * budget). `role` is absent from an older accounts service's answer: taken as not staff.
 */
export const userByEmailRequestSchema = z.object({ email: z.string().max(254) });
export const userByEmailSchema = z.object({ id: z.string().uuid().nullable(), role: userRoleSchema.nullable().optional() });
export type UserByEmail = z.infer<typeof userByEmailSchema>;

// ---------------------------------------------------------------------------------------------
// Partner matches.

/** A pair's state as the panel filters it: both accepted, either declined, either expired, or waiting. */
export const MATCH_LIST_FILTERS = ['all', 'pending', 'accepted', 'rejected', 'expired'] as const;
export type MatchListFilter = (typeof MATCH_LIST_FILTERS)[number];

export const adminMatchListQuerySchema = z.object({
  ...adminPageQueryFields,
  filter: z.enum(MATCH_LIST_FILTERS).default('all'),
  type: z.enum(['all', ...MATCH_TYPES]).default('all'),
  sort: z.enum(['createdAt', 'matchScore']).default('createdAt'),
});
export type AdminMatchListQuery = z.infer<typeof adminMatchListQuerySchema>;

const matchSideView = z.object({
  businessId: z.string().uuid(),
  businessName: z.string(),
  industry: z.string(),
  location: z.string(),
  status: z.enum(MATCH_STATUSES),
  responseDate: z.string().nullable(),
});

/** A pair as the panel sees it (spec: Partner match (admin view)): both sides and their answers. */
export const adminMatchSchema = z.object({
  id: z.string().uuid(),
  requestId: z.string().uuid().nullable(),
  businessA: matchSideView,
  businessB: matchSideView,
  status: z.enum(MATCH_LIST_FILTERS.filter((f) => f !== 'all') as ['pending', 'accepted', 'rejected', 'expired']),
  matchScore: z.number().int().min(0).max(100),
  matchReasons: z.array(z.string()),
  matchType: z.enum(MATCH_TYPES),
  priority: z.enum(MATCH_PRIORITIES),
  adminNotes: z.string().nullable(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminMatch = z.infer<typeof adminMatchSchema>;
export const adminMatchPageSchema = pageOf(adminMatchSchema);

/** 'Calculate Match Score': the engine's score for a pair, with its reasons, or why it cannot be one. */
export const pairScoreRequestSchema = z.object({
  businessAId: z.string({ error: ADMIN_TEXT.chooseBusinessA }).uuid(ADMIN_TEXT.chooseBusinessA),
  businessBId: z.string({ error: ADMIN_TEXT.chooseBusinessB }).uuid(ADMIN_TEXT.chooseBusinessB),
}).refine((pair) => pair.businessAId !== pair.businessBId, { message: ADMIN_TEXT.duplicateSelection, path: ['businessBId'] });
export const pairScoreSchema = z.object({
  /** 0-100, as matches show it. */
  matchScore: z.number().int().min(0).max(100),
  reasons: z.array(z.string()),
  /** Why the engine would never pair them (same owner, already matched, declined recently); null when it could. */
  blocked: z.string().nullable(),
});
export type PairScore = z.infer<typeof pairScoreSchema>;

/** `POST /api/admin/partner-matches` (the spec's fields; notes are ours). */
export const manualMatchRequestSchema = z.object({
  businessAId: z.string({ error: ADMIN_TEXT.chooseBusinessA }).uuid(ADMIN_TEXT.chooseBusinessA),
  businessBId: z.string({ error: ADMIN_TEXT.chooseBusinessB }).uuid(ADMIN_TEXT.chooseBusinessB),
  matchReason: z.string({ error: ADMIN_TEXT.reasonRequired }).trim().min(1, ADMIN_TEXT.reasonRequired).max(500, 'Keep the reason to 500 characters'),
  priority: z.enum(MATCH_PRIORITIES).default('medium'),
  matchScore: z.coerce.number().int().min(0, 'The score is 0 to 100').max(100, 'The score is 0 to 100').default(85),
}).refine((m) => m.businessAId !== m.businessBId, { message: ADMIN_TEXT.duplicateSelection, path: ['businessBId'] });
export type ManualMatchRequest = z.infer<typeof manualMatchRequestSchema>;
export type ManualMatchForm = z.input<typeof manualMatchRequestSchema>;

/** What `auto-generate` made: one row per new pair (the spec's client reads `matches`). */
export const autoGenerateResultSchema = z.object({
  requestsMatched: z.number().int(),
  matches: z.array(z.object({ id: z.string().uuid(), requestId: z.string().uuid(), businessAId: z.string().uuid(), businessBId: z.string().uuid(), businessBName: z.string() })),
});
export type AutoGenerateResult = z.infer<typeof autoGenerateResultSchema>;

// ---------------------------------------------------------------------------------------------
// Group partnerships.

export const GROUP_MIN_MEMBERS = 2;
export const GROUP_MAX_MEMBERS = 4;

/** `POST /api/admin/group-partnerships` (spec: name, description, memberBusinessIds 2 to 4, adminNotes). */
export const groupPartnershipRequestSchema = z.object({
  name: z.string({ error: ADMIN_TEXT.groupNameRequired }).trim().min(1, ADMIN_TEXT.groupNameRequired).max(120, 'Keep the name to 120 characters'),
  // nullish: the BFF passes the parsed request on, with empty texts already made null.
  description: z.string().trim().max(1000, 'Keep the description to 1,000 characters').nullish().transform((s) => (s ? s : null)),
  memberBusinessIds: z
    .array(z.string().uuid(ADMIN_TEXT.businessNotFound), { error: ADMIN_TEXT.groupMembersRequired })
    .min(GROUP_MIN_MEMBERS, ADMIN_TEXT.groupMembersRequired)
    .max(GROUP_MAX_MEMBERS, `A group has at most ${GROUP_MAX_MEMBERS} businesses`)
    .refine((ids) => new Set(ids).size === ids.length, ADMIN_TEXT.duplicateSelection),
  adminNotes: z.string().trim().max(1000, 'Keep the notes to 1,000 characters').nullish().transform((s) => (s ? s : null)),
});
export type GroupPartnershipRequest = z.infer<typeof groupPartnershipRequestSchema>;
export type GroupPartnershipForm = z.input<typeof groupPartnershipRequestSchema>;

export const groupMemberSchema = z.object({ businessId: z.string().uuid(), businessName: z.string(), industry: z.string(), location: z.string() });
export const groupPartnershipSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  description: z.string().nullable(),
  adminNotes: z.string().nullable(),
  members: z.array(groupMemberSchema),
  createdAt: z.string(),
});
export type GroupPartnership = z.infer<typeof groupPartnershipSchema>;
export const groupPartnershipPageSchema = pageOf(groupPartnershipSchema);
export const adminGroupListQuerySchema = z.object({ ...adminPageQueryFields, sort: z.enum(['createdAt']).default('createdAt') });
export type AdminGroupListQuery = z.infer<typeof adminGroupListQuerySchema>;

/** An owner's view of a group they are in: the others, and which member is theirs. */
export const ownerGroupSchema = groupPartnershipSchema.omit({ adminNotes: true }).extend({ members: z.array(groupMemberSchema.extend({ isYours: z.boolean() })) });
export type OwnerGroup = z.infer<typeof ownerGroupSchema>;

// ---------------------------------------------------------------------------------------------
// Dashboard figures.

export const adminUserMetricsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  newThisWeek: z.number().int(),
});
/** `today`: registered since midnight in London (the realtime tab's 'today'). */
export const adminBusinessMetricsSchema = z.object({ total: z.number().int(), verified: z.number().int(), today: z.number().int() });
export const adminMatchMetricsSchema = z.object({
  openRequests: z.number().int(),
  /**
   * Matches counted as pairs (two businesses matched once, whatever the two rows of its sides), by
   * the pair's state (PAIR_STATUSES): both accepted, either declined, either expired, or waiting.
   */
  pairsByStatus: z.record(z.string(), z.number().int()),
  /** Accepted pairs over those decided (accepted, declined or expired); null before any. */
  acceptanceRate: z.number().min(0).max(1).nullable(),
});
export const adminMetricsSchema = z.object({
  users: adminUserMetricsSchema,
  businesses: adminBusinessMetricsSchema,
  matching: adminMatchMetricsSchema,
  generatedAt: z.string(),
});
export type AdminMetrics = z.infer<typeof adminMetricsSchema>;

// ---------------------------------------------------------------------------------------------
// The audit trail.

/**
 * 'pending' before a change, 'done' or 'failed' after it; 'refused' when the rank rule, the
 * service or the admin sign-in and session checks said no (with the reason and what was tried).
 */
export const AUDIT_OUTCOMES = ['pending', 'done', 'failed', 'refused'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ id: z.string().nullable(), label: z.string() }),
  action: z.string(),
  target: z.object({ type: z.string(), ref: z.string(), label: z.string() }),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  correlationId: z.string().nullable(),
  outcome: z.enum(AUDIT_OUTCOMES),
  /** Why it was refused or failed, in the words the admin was answered with; null otherwise. */
  reason: z.string().nullable().default(null),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z.object({
  ...adminPageQueryFields,
  action: z.string().trim().max(60).optional().transform((s) => (s ? s : undefined)),
  actorId: z.string().uuid().optional(),
  targetType: z.string().trim().max(40).optional().transform((s) => (s ? s : undefined)),
  outcome: z.preprocess((value) => (value === '' ? undefined : value), z.enum(AUDIT_OUTCOMES).optional()),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
