import { type PartnerMatch } from '@comarketing/contracts';

/** A partner_matches row as SQL returns it. */
export interface PartnerMatchRow {
  id: string;
  pair_id: string;
  request_id: string | null;
  user_id: string;
  business_id: string;
  partner_user_id: string;
  partner_business_id: string;
  partner: { businessName: string; industry: string; location: string; companySize: string | null; description: string | null; website: string | null };
  match_score: number;
  match_reasons: string[];
  match_type: PartnerMatch['matchType'];
  priority: PartnerMatch['priority'];
  status: PartnerMatch['status'];
  is_viewed: boolean;
  expires_at: Date | null;
  response_date: Date | null;
  response_message: string | null;
  admin_notes: string | null;
  /** The partner's request as this side sees it; null on the side that filed it, and on staff's pairs. */
  partner_request: PartnerMatch['partnerRequest'];
  /** The other side's answer (null until it answers). */
  partner_status: 'accepted' | 'rejected' | null;
  partner_response_message: string | null;
  partner_response_date: Date | null;
  created_at: Date;
  updated_at: Date;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export function toPartnerMatch(row: PartnerMatchRow): PartnerMatch {
  return {
    id: row.id,
    requestId: row.request_id,
    partnerBusinessId: row.partner_business_id,
    partnerBusinessName: row.partner.businessName,
    partnerIndustry: row.partner.industry,
    partnerLocation: row.partner.location,
    partnerCompanySize: row.partner.companySize,
    partnerDescription: row.partner.description,
    partnerWebsite: row.partner.website,
    matchScore: row.match_score,
    matchReason: row.match_reasons[0] ?? '',
    matchReasons: row.match_reasons,
    matchType: row.match_type,
    priority: row.priority,
    status: row.status,
    isViewed: row.is_viewed,
    expiresAt: iso(row.expires_at),
    responseDate: iso(row.response_date),
    responseMessage: row.response_message,
    adminNotes: row.admin_notes,
    partnerResponse: row.partner_status && row.partner_response_date ? { status: row.partner_status, message: row.partner_response_message, date: iso(row.partner_response_date)! } : null,
    partnerRequest: row.partner_request,
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
  };
}

/** Higher scores get higher priority, so the best matches stand out in the list. */
export function priorityOf(score: number): PartnerMatch['priority'] {
  return score >= 0.75 ? 'high' : score >= 0.55 ? 'medium' : 'low';
}
