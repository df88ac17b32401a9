// What staff screens call the codes they show: audit actions and outcomes, the fields an audit
// entry records, pair and request statuses, match types, real-time metrics and devices, the
// dashboard trend's series. One place, so the panel never shows a code ('post.created',
// 'no-matches') where people expect words; the option lists of the forms (industries, sizes,
// channels, goals) carry their own labels (options/*, read with optionLabel).
import { COMPANY_SIZES, INDUSTRIES } from '../options/business-options';
import { optionLabel } from '../options/option';
import { MATCH_STATUS_LABELS } from '../matching/partner-match.texts';
import { type UserRole } from '../auth/auth.schemas';
import { type SeriesMetric } from '../analytics/realtime-dashboard.schemas';
import { ROLE_LABELS } from './admin.schemas';

/** Every action the audit trail records, as the Activity view names it. */
export const AUDIT_ACTION_LABELS = {
  'admin.signed-in': 'Admin signed in',
  'admin.sign-in-failed': 'Admin sign-in failed',
  'admin.session-refused': 'Admin session refused',
  'user.updated': 'User edited',
  'user.activated': 'User activated',
  'user.deactivated': 'User deactivated',
  'user.deleted': 'User deleted',
  'business.verified': 'Business verified',
  'business.unverified': 'Business unverified',
  'business.deleted': 'Business deleted',
  'match.created': 'Manual match created',
  'matches.auto-generated': 'Matches auto-generated',
  'group.created': 'Group partnership created',
  'profile.email-change-refused': 'Staff e-mail change in Settings refused',
  'communication.sent': 'Notification sent',
  'communication.broadcast': 'Notification sent to everyone',
  'message.sent': 'Message sent',
  'message.replied': 'Message replied to',
  'conversation.closed': 'Conversation closed',
  'conversation.reopened': 'Conversation reopened',
  'post.created': 'Blog post created',
  'post.updated': 'Blog post edited',
  'post.published': 'Blog post published',
  'post.archived': 'Blog post archived',
  'post.unpublished': 'Blog post back to draft',
  'post.deleted': 'Blog post deleted',
  'post.restored': 'Blog post version restored',
  'post.image-uploaded': 'Blog image uploaded',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;

/** An action in words; one added later (and not labelled yet) in readable words rather than as its code. */
export function auditActionLabel(action: string): string {
  return (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? codeInWords(action);
}

export const AUDIT_OUTCOME_LABELS = { done: 'Done', failed: 'Failed', pending: 'Pending', refused: 'Refused' } as const;

/** The fields audit entries record (users, businesses, posts, conversations), as the Activity view names them. */
export const AUDIT_FIELD_LABELS: Readonly<Record<string, string>> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  companyName: 'Company name',
  role: 'Role',
  isActive: 'Active',
  emailVerified: 'E-mail verified',
  businessName: 'Business name',
  industry: 'Industry',
  location: 'Location',
  companySize: 'Company size',
  isVerified: 'Verified',
  ownerEmail: 'Owner e-mail',
  title: 'Title',
  slug: 'Address (slug)',
  status: 'Status',
  tags: 'Tags',
  excerpt: 'Excerpt',
  publishedAt: 'Published',
};

const STATUS_WORDS: Readonly<Record<string, string>> = { draft: 'Draft', published: 'Published', archived: 'Archived', open: 'Open', closed: 'Closed' };

/** A recorded value in words: labels for option values, Yes/No for flags, '-' for none. */
export function auditValueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') {
    if (field === 'role') return ROLE_LABELS[value as UserRole] ?? value;
    if (field === 'industry') return optionLabel(INDUSTRIES, value);
    if (field === 'companySize') return `${optionLabel(COMPANY_SIZES, value)} employees`;
    if (field === 'status') return STATUS_WORDS[value] ?? value;
    return value;
  }
  if (Array.isArray(value)) return value.length ? value.map((v) => auditValueText(field, v)).join(', ') : '-';
  return JSON.stringify(value);
}

/** A field of an audit entry in words; an unknown one as its name in words ('lastLoginAt' reads 'Last login at'). */
export function auditFieldLabel(field: string): string {
  return AUDIT_FIELD_LABELS[field] ?? codeInWords(field);
}

/**
 * A pair's state, as the Matches tab filters it and the dashboard counts it: both accepted, either
 * declined, either expired, or still waiting for an answer.
 */
export const PAIR_STATUSES = ['pending', 'accepted', 'rejected', 'expired'] as const;
export type PairStatus = (typeof PAIR_STATUSES)[number];
/** A rejected match reads 'Declined', as owners read it. */
export const PAIR_STATUS_LABELS: Record<PairStatus, string> = {
  pending: MATCH_STATUS_LABELS.pending,
  accepted: MATCH_STATUS_LABELS.accepted,
  rejected: MATCH_STATUS_LABELS.rejected,
  expired: MATCH_STATUS_LABELS.expired,
};
/** One side's answer within a pair ('waiting' until it answers). */
export const MATCH_SIDE_STATUS_LABELS: Readonly<Record<string, string>> = { pending: 'waiting', accepted: 'accepted', approved: 'accepted', active: 'accepted', rejected: 'declined', expired: 'expired' };

export const MATCH_TYPE_LABELS = { auto: 'Automatic', manual: 'Manual', premium: 'Premium' } as const;

/** A marketing request's state: open until matching has run, then matched or without matches. */
export const REQUEST_STATUS_LABELS: Readonly<Record<string, string>> = { open: 'Open', matched: 'Matched', 'no-matches': 'No matches' };
export const requestStatusLabel = (status: string): string => REQUEST_STATUS_LABELS[status] ?? codeInWords(status);

/** The real-time tab's activity kinds (analytics metric types). */
export const METRIC_TYPE_LABELS = {
  visitors: 'New visitor',
  page_views: 'Page view',
  user_registrations: 'User registered',
  business_registrations: 'Business registered',
} as const;

export const DEVICE_TYPE_LABELS = { mobile: 'Mobile', tablet: 'Tablet', desktop: 'Desktop' } as const;

/**
 * The dashboard trend's daily series. Visitors are a day's distinct visitors: the anonymous code
 * changes every day, so a period's total counts a person once for each day they came.
 */
export const SERIES_METRIC_LABELS: Record<SeriesMetric, string> = {
  user_registrations: 'New users',
  business_registrations: 'New businesses',
  requests: 'Marketing requests',
  matches: 'New matches (pairs)',
  page_views: 'Page views',
  visitors: 'Visitors (a day each)',
};

/** 'post.image-uploaded' -> 'Post image uploaded', 'lastLoginAt' -> 'Last login at': a last resort, never a code. */
export function codeInWords(code: string): string {
  const words = code
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[._\-\s]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase())
    .join(' ');
  return words ? words[0].toUpperCase() + words.slice(1) : code;
}
