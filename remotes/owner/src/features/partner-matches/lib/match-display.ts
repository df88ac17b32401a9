import { CAMPAIGN_DURATIONS, CAMPAIGN_TYPES, COMPANY_SIZES, INDUSTRIES, labelOf, type PartnerMatch, REQUEST_GOALS } from '@comarketing/contracts';

type Status = PartnerMatch['status'];

export type StatusGroup = 'pending' | 'accepted' | 'declined' | 'expired';

/** The four groups of the filters and tabs; approved and active partnerships count as accepted. */
export function statusGroup(status: Status): StatusGroup {
  if (status === 'rejected') return 'declined';
  if (status === 'accepted' || status === 'approved' || status === 'active') return 'accepted';
  return status;
}

export const MATCH_TYPE_LABELS: Record<PartnerMatch['matchType'], string> = {
  auto: 'Automatic match',
  manual: 'Matched by our team',
  premium: 'Premium match',
};

export const PRIORITY_LABELS: Record<PartnerMatch['priority'], string> = {
  high: 'High priority',
  medium: 'Medium priority',
  low: 'Low priority',
};

const DAY_MS = 86_400_000;

/** Whole days left until `expiresAt`, rounded up (never below 0); null without an expiry. */
export function daysRemaining(expiresAt: string | null, now: number): number | null {
  if (!expiresAt) return null;
  const at = Date.parse(expiresAt);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - now) / DAY_MS));
}

export const daysLeftText = (days: number) => (days === 1 ? '1 day left' : `${days} days left`);
export const daysRemainingText = (days: number) => (days === 1 ? '1 day remaining' : `${days} days remaining`);

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** '3 Nov 2026'. */
export function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

export function industryLabel(industry: string): string {
  return labelOf(INDUSTRIES, industry as (typeof INDUSTRIES)[number]['value']);
}

export function companySizeLabel(size: string | null): string {
  if (!size) return 'Not given';
  return `${labelOf(COMPANY_SIZES, size as (typeof COMPANY_SIZES)[number]['value'])} employees`;
}

/** Every reason the match was made (older matches may only have the one summary reason). */
export function reasonsOf(match: PartnerMatch): string[] {
  if (match.matchReasons.length > 0) return match.matchReasons;
  return match.matchReason ? [match.matchReason] : [];
}

/** The pair was closed by the other side's decline (this side's owner never declined). */
export function declinedByPartner(match: Pick<PartnerMatch, 'status' | 'partnerResponse'>): boolean {
  return match.status === 'rejected' && match.partnerResponse?.status === 'rejected';
}

type PartnerRequest = NonNullable<PartnerMatch['partnerRequest']>;

// The split as the partner who did not file the request reads it: in 60-40 the request's owner pays 60.
const SPLIT_FOR_PARTNER: Record<PartnerRequest['budgetSplit'], string> = {
  '50-50': '50-50 (equal shares)',
  '60-40': '60-40 (they pay 60%)',
  custom: 'Custom (to agree together)',
};

/** The partner's request in words, for the match detail. */
export function partnerRequestFacts(request: PartnerRequest): { term: string; value: string }[] {
  const labels = <T extends readonly { value: string; label: string }[]>(options: T, values: string[]) => values.map((v) => labelOf(options, v as T[number]['value'])).join(', ');
  return [
    { term: 'Campaign', value: request.title },
    { term: 'Campaign types', value: labels(CAMPAIGN_TYPES, request.campaignTypes) || 'Not given' },
    { term: 'Goals', value: labels(REQUEST_GOALS, request.goals) || 'Not given' },
    { term: 'Campaign duration', value: request.duration ? labelOf(CAMPAIGN_DURATIONS, request.duration as (typeof CAMPAIGN_DURATIONS)[number]['value']) : 'Not set' },
    { term: 'Budget split', value: SPLIT_FOR_PARTNER[request.budgetSplit] },
  ];
}
