import { type PartnerMatch } from '@comarketing/contracts';

/**
 * How long a declined pair is not matched again, automatically or by staff: the matching
 * service's DECLINE_SUPPRESSION_DAYS (services/matching/src/scoring/hard-filters.ts), which keeps
 * it to itself; keep the two the same.
 */
export const DECLINED_PAIR_DAYS = 90;

/**
 * What declining does, as its confirmation says it (services/matching, respond-to-match): it
 * closes the pair for both sides, the partner's acceptance too, and no match pairs the two
 * businesses again, automatically or by staff, for DECLINED_PAIR_DAYS days.
 */
export function declineConsequence(match: Pick<PartnerMatch, 'partnerBusinessName' | 'partnerResponse'>): string {
  const partner = match.partnerBusinessName;
  const theyAccepted = match.partnerResponse?.status === 'accepted' ? ` ${partner} has already accepted; that acceptance is closed too.` : '';
  return (
    `Declining closes this match for you and ${partner}: neither of you can accept it afterwards, and your answer cannot be changed.${theyAccepted} ` +
    `For ${DECLINED_PAIR_DAYS} days we will not match your two businesses again, automatically or through our team.`
  );
}
