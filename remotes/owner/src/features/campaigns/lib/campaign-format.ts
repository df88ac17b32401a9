import { type Campaign, formerPartnersName } from '@comarketing/contracts';

/** Engagements over reach as a percent with one decimal; a dash when nothing has been reached (no rate to speak of). */
export function formatRate(rate: number | null): string {
  return rate === null ? '—' : `${(Math.round(rate * 1000) / 10).toFixed(1)}%`;
}

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A campaign's dates as a UK reader writes them: '1 Mar 2027 to 31 Mar 2027'. */
export function formatDates(campaign: Pick<Campaign, 'startDate' | 'endDate'>): string | null {
  if (!campaign.startDate) return null;
  const day = (iso: string) => DAY.format(new Date(`${iso}T00:00:00Z`));
  return `${day(campaign.startDate)} to ${campaign.endDate ? day(campaign.endDate) : 'open'}`;
}

/**
 * Who a campaign is with, as the page lists them: the partners by name, the reader's own marked
 * '(you)' or left out, then any who left (nothing of who they were is kept).
 */
export function partnerNames(campaign: Pick<Campaign, 'partners' | 'formerPartners'>, you: 'marked' | 'omitted'): string[] {
  const names = campaign.partners.filter((p) => you === 'marked' || !p.isYou).map((p) => (p.isYou ? `${p.businessName} (you)` : p.businessName));
  return campaign.formerPartners > 0 ? [...names, formerPartnersName(campaign.formerPartners)] : names;
}

/** Pounds planned for the partners there are: the budget, less the share of any partner who left (their spend went too). */
export function plannedFor(campaign: Pick<Campaign, 'partners' | 'formerPartners' | 'budget'>): number {
  if (campaign.formerPartners === 0) return campaign.budget;
  return Math.round(campaign.partners.reduce((sum, p) => sum + p.plannedShare, 0) * 100) / 100;
}

export const CAMPAIGN_TABS = [
  { value: 'active', label: 'Active' },
  { value: 'completed', label: 'Completed' },
  { value: 'drafts', label: 'Drafts' },
] as const;
export type CampaignTab = (typeof CAMPAIGN_TABS)[number]['value'];

/** Which tab a campaign is listed under: a confirmed campaign waiting for its start date is still in Drafts. */
export function tabOf(campaign: Campaign): CampaignTab {
  return campaign.status === 'active' ? 'active' : campaign.status === 'completed' ? 'completed' : 'drafts';
}
