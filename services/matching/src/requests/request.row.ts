import { type MarketingRequest } from '@comarketing/contracts';

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
  requester: Record<string, unknown>;
  status: string;
  created_at: Date;
}

const day = (d: Date | string | null) => (d ? new Date(d).toISOString().slice(0, 10) : null);

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
    startDate: day(row.start_date),
    endDate: day(row.end_date),
    idealPartner: row.ideal_partner,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
