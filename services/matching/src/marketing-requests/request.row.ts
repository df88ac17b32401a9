import { type BUDGET_SPLITS, type MarketingRequest } from '@comarketing/contracts';
import { type ProfileFacts } from '../scoring';

/**
 * The requester's business as the request was filed with it (`requests.requester`), so that a
 * later profile change does not rewrite what the request was matched on: the facts of this
 * service's read model of businesses (requests filed before it was the source hold the accounts
 * service's `Business`, which has the same fields under these names). Its ids are the row's own
 * columns (`business_id`, `user_id`).
 */
export type RequesterProfile = Omit<ProfileFacts, 'businessId' | 'userId'> & { website?: string | null };

export interface RequestRow {
  id: string;
  business_id: string;
  user_id: string;
  title: string;
  campaign_types: string[];
  goals: string[];
  description: string;
  budget_min: number;
  budget_max: number;
  budget_period: string;
  start_date: Date | string | null;
  end_date: Date | string | null;
  ideal_partner: { industry: string[]; size: string; location: string };
  requester: RequesterProfile;
  budget_split: (typeof BUDGET_SPLITS)[number];
  duration: string | null;
  partner_requirements: string | null;
  status: string;
  created_at: Date;
}

/**
 * A `date` column as 'YYYY-MM-DD'. node-postgres hands it over as local midnight, so the local
 * calendar fields are the stored day; toISOString() would be the day before wherever the clock is
 * ahead of UTC (British Summer Time).
 */
export function calendarDay(value: Date | string | null): string | null {
  if (value === null) return null;
  if (typeof value === 'string') return value.slice(0, 10);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

export function toMarketingRequest(row: RequestRow): MarketingRequest {
  return {
    id: row.id,
    businessId: row.business_id,
    userId: row.user_id,
    title: row.title,
    campaignTypes: row.campaign_types,
    goals: row.goals,
    description: row.description,
    budgetRange: { min: row.budget_min, max: row.budget_max, period: row.budget_period },
    startDate: calendarDay(row.start_date),
    endDate: calendarDay(row.end_date),
    idealPartner: row.ideal_partner,
    budgetSplit: row.budget_split,
    duration: row.duration,
    partnerRequirements: row.partner_requirements,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
