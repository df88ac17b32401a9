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

/** The tab shown when nothing says which: the page's first. */
export const DEFAULT_CAMPAIGN_TAB: CampaignTab = 'active';

/** A tab named in the address (`?tab=drafts`), or null when it names none of them. */
export function campaignTabNamed(value: string | null): CampaignTab | null {
  return CAMPAIGN_TABS.find((t) => t.value === value)?.value ?? null;
}

/** Which tab a campaign is listed under: a confirmed campaign waiting for its start date is still in Drafts. */
export function tabOf(campaign: Campaign): CampaignTab {
  return campaign.status === 'active' ? 'active' : campaign.status === 'completed' ? 'completed' : 'drafts';
}

/** A draft whose plan the reader has not confirmed yet: it waits for them. */
export function waitsForYou(campaign: Campaign): boolean {
  return campaign.status === 'draft' && campaign.partners.some((p) => p.isYou && !p.confirmed);
}

/**
 * The tab /campaigns opens on when the address names none: Drafts when a plan waits for the
 * reader's confirmation (the one thing only they can do), else the first of Active, Completed and
 * Drafts that lists something (Drafts last: what is left there waits for a partner or a start
 * date), else the default.
 */
export function openingTab(campaigns: readonly Campaign[]): CampaignTab {
  if (campaigns.some(waitsForYou)) return 'drafts';
  const listed = new Set(campaigns.map(tabOf));
  return (['active', 'completed', 'drafts'] as const).find((t) => listed.has(t)) ?? DEFAULT_CAMPAIGN_TAB;
}

/**
 * What ending a campaign early does, as its confirmation says it (services/matching: end-campaign
 * and campaign-lifecycle): completed at once for every partner, never restarted, no more
 * redemptions; late figures and the outcome note stay open.
 */
export function endEarlyConsequence(campaign: Pick<Campaign, 'title' | 'partners'>): string {
  const others = campaign.partners.filter((p) => !p.isYou).map((p) => p.businessName);
  const forWhom = others.length > 0 ? `for you and ${others.join(', ')}` : 'for you';
  return (
    `Ending early completes “${campaign.title}” now, ${forWhom}, and it cannot be restarted: ` +
    'no more voucher redemptions can be recorded. Every partner can still record late figures and write the outcome note.'
  );
}
