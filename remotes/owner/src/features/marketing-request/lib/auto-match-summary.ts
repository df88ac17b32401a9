import { type AutoMatches } from '@comarketing/contracts';

type PartnerIndustries = NonNullable<AutoMatches['partnerIndustries']>;

/** "A", "A or B", "A, B or C". */
export function orList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

/**
 * What the panel's count says, so that it agrees with Partner Matches and the notification: every
 * business that fits the request is listed here (up to 10), and the best of them (up to 3) became
 * partner matches, which Partner Matches lists and the notification counts.
 */
export function foundSummary(totalMatches: number, partnerMatches: number): string {
  const fit = totalMatches === 1 ? '1 business fits this request' : `${totalMatches} businesses fit this request`;
  if (partnerMatches <= 0) return `${fit}.`;
  if (partnerMatches >= totalMatches) return totalMatches === 1 ? `${fit}; it is on your Partner Matches.` : `${fit}; all ${totalMatches} are on your Partner Matches.`;
  return partnerMatches === 1 ? `${fit}; the best is on your Partner Matches.` : `${fit}; your ${partnerMatches} best matches are on Partner Matches.`;
}

export interface PreferenceNote {
  title: string;
  text: string;
}

/**
 * Why none of the partner industries the owner asked for is among the matches, in their words;
 * undefined when they asked for none, or when some are there (those come first).
 */
export function preferenceNote(industries: PartnerIndustries | null | undefined, othersFound: boolean): PreferenceNote | undefined {
  if (!industries || industries.asked.length === 0 || industries.matched > 0) return undefined;
  const asked = orList(industries.asked);
  const title = `No ${asked} partner this time`;
  const others = othersFound ? ' The partners below are in other industries.' : '';
  if (industries.withinReach === 0) {
    return { title, text: `No ${asked} business is within reach of this request: in the area you chose, and within both businesses' travel radius.${others}` };
  }
  const n = industries.withinReach;
  const why: string[] = [];
  if (industries.unavailable > 0) why.push(`${count(industries.unavailable, n)} already matched with you, declined a match in the last 90 days, or looking for other kinds of partners`);
  if (industries.belowThreshold > 0) why.push(`${count(industries.belowThreshold, n)} not a close enough fit for this campaign`);
  const are = n === 1 ? 'business is' : 'businesses are';
  return { title, text: `${n} ${asked} ${are} within reach, but none could be suggested${why.length ? `: ${why.join('; ')}` : ''}.${others}` };
}

/** "it is" / "both are" / "all 3 are" / "2 are". */
function count(part: number, whole: number): string {
  if (whole === 1) return 'it is';
  if (part === whole) return whole === 2 ? 'both are' : `all ${whole} are`;
  return `${part} ${part === 1 ? 'is' : 'are'}`;
}
