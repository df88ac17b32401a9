import { businessNameProblem } from '@comarketing/contracts';

/** What a notification says instead of a business name it will not repeat. */
export const NEUTRAL_PARTNER_NAME = 'a partner business';

/**
 * A business's name as a notification (and so a mail: new matches, the digest) may carry it to
 * another owner. Names are checked when saved, but one saved before the check may still be a web
 * address or a phone number (its owner fixes it at their next save): that one is not repeated to
 * anyone, so the platform never carries a stranger's advert in its own words.
 */
export function partnerName(name: string): string {
  return businessNameProblem(name) ? NEUTRAL_PARTNER_NAME : name;
}

/** The same, at the start of a sentence. */
export function partnerNameFirst(name: string): string {
  const said = partnerName(name);
  return said === NEUTRAL_PARTNER_NAME ? 'A partner business' : said;
}
